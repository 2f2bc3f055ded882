/**
 * The storefront's price (SPEC section 9: "349 грн", "62 AED", "12.50 AED") is the rule of both
 * sides, @food/domain/money; pages import it from here.
 */
export { formatPrice, type CurrencyDisplay } from '@food/domain/money';
