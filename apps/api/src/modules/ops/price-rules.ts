/**
 * A city's price set through /ops/v1/products (ARCHITECTURE.md): the crossed-out `oldPrice` stays
 * only while it is still above the new price (the database requires old > price, and a struck
 * price at or below the real one would tell the customer a discount that is not there).
 */
export interface CityPrice {
  businessRegionId: number;
  price: number;
  oldPrice: number | null;
}

export const keptOldPrice = (oldPrice: number | null, price: number): number | null =>
  oldPrice !== null && oldPrice > price ? oldPrice : null;

export const pricesAfter = (before: readonly CityPrice[], price: number): CityPrice[] =>
  before.map((row) => ({
    businessRegionId: row.businessRegionId,
    price,
    oldPrice: keptOldPrice(row.oldPrice, price),
  }));
