import type { TBrandView } from '@food/contracts';
import { useT } from '../../i18n';
import { Select } from '../../ui';
import { providerChoices } from './brand-form-rules';
import { brandMessages } from './messages';

type ProviderName = TBrandView['paymentProviders'][number];

/**
 * The brand's payment provider (issue 21 item 6): which of the providers this deployment has keys
 * for takes its online payments, optionally with the test page behind it. The credentials are the
 * deployment's (its environment); only the choice is the brand's (env PAYMENT_PROVIDERS).
 */
export function PaymentProviderField({
  view,
  value,
  onChange,
}: {
  view: Pick<TBrandView, 'configuredProviders' | 'paymentProvider' | 'paymentProviders'>;
  value: readonly ProviderName[];
  onChange: (next: ProviderName[]) => void;
}) {
  const t = useT(brandMessages);
  const nameOf = (p: ProviderName) => t(`provider_${p}`);
  const choices = providerChoices(view.configuredProviders, view.paymentProviders);
  const labelOf = (list: readonly ProviderName[]) =>
    list.length === 0
      ? t('providerDefault')
      : list.length === 2 && list[1] === 'test'
        ? t('providerWithTest', { provider: nameOf(list[0]!) })
        : list.map(nameOf).join(', ');
  return (
    <Select
      label={t('provider')}
      hint={
        view.paymentProvider
          ? t('providerInUse', { provider: nameOf(view.paymentProvider) })
          : t('providerNone')
      }
      value={value.join(',')}
      data-testid="brand-payment-provider"
      onChange={(e) => onChange(choices.find((c) => c.join(',') === e.target.value) ?? [])}
    >
      {choices.map((c) => (
        <option key={c.join(',')} value={c.join(',')}>
          {labelOf(c)}
        </option>
      ))}
    </Select>
  );
}
