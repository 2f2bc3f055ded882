import type { TPhoneOrderMenuProduct } from '@food/contracts';
import { useState } from 'react';
import { useFormat, useT } from '../../i18n';
import { Button, Dialog } from '../../ui';
import { phoneOrderMessages } from './messages';
import { defaultChoice, isChoiceComplete } from './phone-order-rules';

/**
 * A dish's option groups (size, crust, a set's drink): one choice per group as radio buttons, or
 * several as check boxes; the defaults are preselected, an option whose dish is stopped cannot be
 * chosen, and "add" waits until every required group is answered (the server checks again).
 */
export function OptionsDialog({
  product,
  currency,
  onClose,
  onAdd,
}: {
  product: TPhoneOrderMenuProduct;
  currency: string;
  onClose: () => void;
  onAdd: (options: number[], optionNames: string[]) => void;
}) {
  const t = useT(phoneOrderMessages);
  const format = useFormat();
  const [chosen, setChosen] = useState<number[]>(() => defaultChoice(product));
  const toggle = (groupId: number, optionId: number, single: boolean) => {
    const group = product.optionGroups.find((g) => g.id === groupId)!;
    const inGroup = new Set(group.options.map((o) => o.id));
    setChosen((now) =>
      single
        ? [...now.filter((id) => !inGroup.has(id)), optionId]
        : now.includes(optionId)
          ? now.filter((id) => id !== optionId)
          : [...now, optionId],
    );
  };
  const names = product.optionGroups.flatMap((g) =>
    g.options.filter((o) => chosen.includes(o.id)).map((o) => o.name),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('optionsTitle', { name: product.name })}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            variant="primary"
            disabled={!isChoiceComplete(product, chosen)}
            onClick={() => onAdd(chosen, names)}
          >
            {t('addToOrder')}
          </Button>
        </>
      }
    >
      {product.optionGroups.map((g) => {
        const single = g.maxChoices === 1;
        return (
          <fieldset key={g.id} className="bo-po__group">
            <legend>
              {g.name}{' '}
              <small className="bo-po__muted">
                {single && g.minChoices === 1
                  ? t('optionsRequired')
                  : t('optionsHint', { min: g.minChoices, max: g.maxChoices })}
              </small>
            </legend>
            {g.options.map((o) => (
              <label key={o.id} className="bo-po__option">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`group-${g.id}`}
                  checked={chosen.includes(o.id)}
                  disabled={!o.isAvailable}
                  onChange={() => toggle(g.id, o.id, single)}
                />
                <span>
                  {o.name}
                  {o.price ? ` +${format.money(o.price, currency)}` : ''}
                  {!o.isAvailable ? ` (${t('optionUnavailable')})` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </Dialog>
  );
}
