'use client';

import type { TProductOptionGroup } from '@food/contracts';
import { defaultChoice, priceLine } from '@food/domain/option-groups';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import type { CartItem } from './add-to-cart';
import { chosenOptions, isSingleChoice, optionsPrice, toggleChoice } from './option-choice';
import { ProductBuyBox } from './product-buy-box';
import styles from './product-options.module.css';

/**
 * The option groups of the product page (issue 19): a radio group for a choice of one, a group
 * of checkboxes for more, each option with what it adds to the price; the defaults come chosen,
 * required groups say so, an option that cannot be made now is off with the reason beside it.
 * The price below follows the choice (the server's rule, @food/domain's priceLine), and "add"
 * puts the product with these options into the cart as a line of its own. The inputs are real
 * form controls: a choice tapped before the page's scripts ran is read from them once they run.
 */
export function ProductOptions({
  groups,
  price,
  oldPrice,
  item,
}: {
  groups: TProductOptionGroup[];
  price: number;
  oldPrice: number | null;
  item: CartItem;
}) {
  const t = useTranslations('catalog.options');
  const site = useSite();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<number[]>(() => defaultChoice(groups));

  // a tap made before hydration changed the inputs, not the state: take the inputs' word
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const ticked = [...form.querySelectorAll<HTMLInputElement>('input:checked')]
      .map((i) => Number(i.value))
      .filter((id) => id > 0);
    setChosen((current) =>
      ticked.length === current.length && ticked.every((id) => current.includes(id)) ? current : ticked,
    );
  }, []);

  const priced = useMemo(() => priceLine(price, groups, chosen), [price, groups, chosen]);
  const unitPrice = priced.ok ? priced.unitPrice : price + optionsPrice(groups, chosen);
  const extra = unitPrice - price;
  const blockedGroup = !priced.ok ? groups.find((g) => g.id === priced.groupId) : undefined;
  const blocked = priced.ok
    ? null
    : {
        id: `${baseId}-blocked`,
        reason:
          priced.code === 'OPTIONS_REQUIRED' && blockedGroup
            ? blockedGroup.minChoices > 1
              ? t('chooseAtLeast', { count: blockedGroup.minChoices, group: blockedGroup.name })
              : t('chooseOne', { group: blockedGroup.name })
            : priced.code === 'OPTION_UNAVAILABLE'
              ? t('unavailableChosen')
              : t('invalid'),
      };
  const money = (minor: number) => formatPrice(minor, site.locale, site.currency);

  return (
    <>
      <form
        ref={formRef}
        className={styles.groups}
        data-testid="option-groups"
        onSubmit={(e) => e.preventDefault()}
      >
        {groups.map((g) => {
          const single = isSingleChoice(g);
          const required = g.minChoices > 0;
          const taken = g.options.filter((o) => chosen.includes(o.id)).length;
          const nameId = `${baseId}-g${g.id}-name`;
          const hintId = `${baseId}-g${g.id}-hint`;
          const hint = single
            ? required
              ? t('requiredOne')
              : t('optionalOne')
            : required
              ? g.minChoices === g.maxChoices
                ? t('requiredExactly', { count: g.minChoices })
                : t('requiredRange', { min: g.minChoices, max: g.maxChoices })
              : t('optionalUpTo', { max: g.maxChoices });
          return (
            <fieldset
              key={g.id}
              className={styles.group}
              data-testid="option-group"
              aria-labelledby={nameId}
              aria-describedby={hintId}
              {...(single ? { role: 'radiogroup', 'aria-required': required || undefined } : {})}
            >
              <legend className={styles.legend}>
                <span id={nameId} className={styles.groupName}>
                  {g.name}
                </span>
                <span id={hintId} className={required ? styles.required : styles.hint}>
                  {hint}
                </span>
              </legend>
              <div className={styles.options}>
                {/* an optional choice of one can be left out: "none", unless it has a default */}
                {single && !required && !g.options.some((o) => o.isDefault) && (
                  <OptionInput
                    type="radio"
                    name={`${baseId}-g${g.id}`}
                    value={0}
                    label={t('none')}
                    checked={taken === 0}
                    onChange={(checked) => setChosen((c) => toggleChoice(groups, c, g.id, 0, checked))}
                  />
                )}
                {g.options.map((o) => {
                  const isChosen = chosen.includes(o.id);
                  const reasonId = `${baseId}-o${o.id}-reason`;
                  const full = !single && !isChosen && taken >= g.maxChoices;
                  return (
                    <OptionInput
                      key={o.id}
                      type={single ? 'radio' : 'checkbox'}
                      name={`${baseId}-g${g.id}`}
                      value={o.id}
                      label={o.name}
                      price={o.price > 0 ? `+${money(o.price)}` : null}
                      checked={isChosen}
                      disabled={!o.isAvailable || full}
                      reason={!o.isAvailable ? { id: reasonId, text: t('unavailable') } : null}
                      onChange={(checked) => setChosen((c) => toggleChoice(groups, c, g.id, o.id, checked))}
                    />
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </form>
      {blocked && (
        <p id={blocked.id} className={styles.blocked} data-testid="options-blocked">
          {blocked.reason}
        </p>
      )}
      <ProductBuyBox
        price={unitPrice}
        oldPrice={oldPrice !== null ? oldPrice + extra : null}
        item={{ ...item, price: unitPrice, options: chosenOptions(groups, chosen) }}
        blocked={blocked}
      />
    </>
  );
}

function OptionInput({
  type,
  name,
  value,
  label,
  price = null,
  checked,
  disabled = false,
  reason = null,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: number;
  label: string;
  price?: string | null;
  checked: boolean;
  disabled?: boolean;
  reason?: { id: string; text: string } | null;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={`${styles.option} ${disabled ? styles.optionOff : ''}`} data-testid="option">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={reason?.id}
        className={styles.input}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span className={styles.optionText}>
        <span className={styles.optionName}>{label}</span>
        {reason ? (
          <span id={reason.id} className={styles.reason}>
            {reason.text}
          </span>
        ) : (
          price && <span className={styles.optionPrice}>{price}</span>
        )}
      </span>
    </label>
  );
}
