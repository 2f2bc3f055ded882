import type { TPromoCodeKind, TPromoCodeView, TPromotionOptions } from '@food/contracts';
import { useState } from 'react';
import { commonMessages, useFormat, useT } from '../../i18n';
import { usePlaces } from '../../session';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Panel,
  Select,
  Spinner,
  Table,
  TextField,
  useToast,
} from '../../ui';
import { ConfirmDialog, FormDialog, useFormSubmit, useResource, type FieldErrors } from '../admin-kit';
import { CityChecks } from './CityChecks';
import { promotionsMessages } from './messages';
import {
  endsBeforeStart,
  fromLocalInput,
  moneyText,
  normalizeCode,
  parseMoney,
  parseWhole,
  toLocalInput,
} from './promo-form';
import { promotionsApi } from './promotions-api';
import { cityNames, usePromoErrorText } from './use-promotions';

const KINDS: TPromoCodeKind[] = ['PERCENT', 'FIXED', 'FREE_DELIVERY', 'GIFT'];

/** Promo codes of the brand: a dense table, an edit dialog, deactivation. */
export function PromoCodesTab({ rn, options }: { rn: number; options: TPromotionOptions }) {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const format = useFormat();
  const places = usePlaces();
  const currency = places.currencyOf(rn);
  const toast = useToast();
  const errorText = usePromoErrorText();
  const codes = useResource(`promo-codes:${rn}`, () => promotionsApi.promoCodes(rn));
  const [editing, setEditing] = useState<TPromoCodeView | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<TPromoCodeView | null>(null);
  const dishName = (id: number | null) => options.products.find((p) => p.id === id)?.name ?? `#${id}`;

  const gives = (c: TPromoCodeView) =>
    c.kind === 'PERCENT'
      ? `−${c.value}%`
      : c.kind === 'FIXED'
        ? `−${format.money(c.value, currency)}`
        : c.kind === 'GIFT'
          ? `${t('kindGIFT')}: ${dishName(c.giftProductId)}`
          : t('kindFREE_DELIVERY');
  const windowText = (from: string, to: string | null) =>
    to
      ? t('until', {
          from: format.dateTime(from, options.timeZone),
          to: format.dateTime(to, options.timeZone),
        })
      : t('since', { date: format.dateTime(from, options.timeZone) });

  return (
    <Panel
      title={t('tabCodes')}
      actions={
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('newCode')}
        </Button>
      }
    >
      {codes.error ? (
        <p role="alert">{errorText(codes.error)}</p>
      ) : !codes.data ? (
        <Spinner label={common('loading')} />
      ) : codes.data.data.length === 0 ? (
        <EmptyState title={t('noCodes')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('code')}</th>
              <th scope="col">{t('value')}</th>
              <th scope="col">{t('window')}</th>
              <th scope="col">{t('cities')}</th>
              <th scope="col">{t('uses')}</th>
              <th scope="col">{t('isActive')}</th>
              <th scope="col">
                <span className="bo-visually-hidden">{t('edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.data.data.map((c) => (
              <tr key={c.id}>
                <td className="bo-promo-code">{c.code}</td>
                <td>{gives(c)}</td>
                <td>{windowText(c.startsAt, c.expiresAt)}</td>
                <td>{cityNames(c.businessRegionIds, options, t('allCities'))}</td>
                <td>
                  {c.uses}
                  {c.maxUsesTotal !== null ? ` / ${c.maxUsesTotal}` : ''}
                </td>
                <td>
                  <Badge tone={c.isActive ? 'success' : 'neutral'}>
                    {c.isActive ? t('active') : t('inactive')}
                  </Badge>
                </td>
                <td>
                  <div className="bo-promo-actions">
                    <Button
                      size="sm"
                      onClick={() => setEditing(c)}
                      aria-label={t('editNamed', { name: c.code })}
                    >
                      {t('edit')}
                    </Button>
                    {c.isActive ? (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => setDeactivating(c)}
                        aria-label={t('deactivateNamed', { name: c.code })}
                      >
                        {t('deactivate')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {editing ? (
        <PromoCodeDialog
          rn={rn}
          options={options}
          code={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            codes.reload();
            toast.show(t('saved'));
          }}
        />
      ) : null}
      {deactivating ? (
        <ConfirmDialog
          title={t('deactivateNamed', { name: deactivating.code })}
          confirmLabel={t('deactivate')}
          explain={errorText}
          onClose={() => setDeactivating(null)}
          onConfirm={async () => {
            await promotionsApi.deactivatePromoCode(deactivating.id);
            setDeactivating(null);
            codes.reload();
            toast.show(t('deactivated'));
          }}
        >
          {t('confirmDeactivate', { name: deactivating.code })}
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}

type Field =
  'code' | 'value' | 'giftProductId' | 'minOrder' | 'startsAt' | 'expiresAt' | 'maxTotal' | 'maxPerCustomer';

function PromoCodeDialog({
  rn,
  options,
  code,
  onClose,
  onSaved,
}: {
  rn: number;
  options: TPromotionOptions;
  code: TPromoCodeView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT(promotionsMessages);
  const common = useT(commonMessages);
  const errorText = usePromoErrorText();
  const [text, setText] = useState(code?.code ?? '');
  const [kind, setKind] = useState<TPromoCodeKind>(code?.kind ?? 'PERCENT');
  const [value, setValue] = useState(
    code
      ? code.kind === 'FIXED'
        ? moneyText(code.value)
        : code.kind === 'PERCENT'
          ? String(code.value)
          : ''
      : '10',
  );
  const [gift, setGift] = useState(code?.giftProductId ? String(code.giftProductId) : '');
  const [minOrder, setMinOrder] = useState(code ? moneyText(code.minOrderAmount) : '0');
  const [startsAt, setStartsAt] = useState(toLocalInput(code?.startsAt ?? new Date().toISOString()));
  const [expiresAt, setExpiresAt] = useState(toLocalInput(code?.expiresAt ?? null));
  const [maxTotal, setMaxTotal] = useState(code?.maxUsesTotal ? String(code.maxUsesTotal) : '');
  const [maxPerCustomer, setMaxPerCustomer] = useState(
    code?.maxUsesPerCustomer ? String(code.maxUsesPerCustomer) : '',
  );
  const [firstOrderOnly, setFirstOrderOnly] = useState(code?.firstOrderOnly ?? false);
  const [isActive, setIsActive] = useState(code?.isActive ?? true);
  const [cities, setCities] = useState<number[]>(code?.businessRegionIds ?? []);

  const limit = (s: string) => (s.trim() === '' ? null : parseWhole(s, 1, 10_000_000));
  const form = useFormSubmit<Field>({
    check: () => {
      const e: FieldErrors<Field> = {};
      if (!normalizeCode(text)) e.code = t('errRequired');
      if (kind === 'PERCENT' && parseWhole(value, 1, 100) === null) e.value = t('errPercent');
      if (kind === 'FIXED' && !(parseMoney(value) ?? 0)) e.value = t('errAmount');
      if (kind === 'GIFT' && !gift) e.giftProductId = t('chooseDish');
      if (parseMoney(minOrder) === null) e.minOrder = t('errAmount');
      if (!startsAt) e.startsAt = t('errRequired');
      if (endsBeforeStart(startsAt, expiresAt)) e.expiresAt = t('errEndsBeforeStart');
      if (maxTotal.trim() && limit(maxTotal) === null) e.maxTotal = t('errWhole');
      if (maxPerCustomer.trim() && limit(maxPerCustomer) === null) e.maxPerCustomer = t('errWhole');
      return e;
    },
    send: async () => {
      const body = {
        code: normalizeCode(text),
        kind,
        value: kind === 'PERCENT' ? Number(value) : kind === 'FIXED' ? parseMoney(value)! : 0,
        giftProductId: kind === 'GIFT' ? Number(gift) : null,
        minOrderAmount: parseMoney(minOrder) ?? 0,
        startsAt: fromLocalInput(startsAt)!,
        expiresAt: fromLocalInput(expiresAt),
        isActive,
        maxUsesTotal: limit(maxTotal),
        maxUsesPerCustomer: limit(maxPerCustomer),
        firstOrderOnly,
        businessRegionIds: cities.length ? cities : null,
      };
      if (code) await promotionsApi.updatePromoCode(code.id, body);
      else await promotionsApi.createPromoCode({ retailNetworkId: rn, ...body });
      onSaved();
    },
    fieldCodes: { DUPLICATE_PROMO_CODE: 'code', UNKNOWN_PRODUCT: 'giftProductId' },
    explain: errorText,
  });

  return (
    <FormDialog
      title={code ? t('editNamed', { name: code.code }) : t('newCode')}
      submitLabel={common('save')}
      form={form}
      onClose={onClose}
    >
      <div className="bo-promo-grid">
        <TextField
          label={t('code')}
          hint={t('codeHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={form.errors.code}
          autoComplete="off"
          required
        />
        <Select label={t('kind')} value={kind} onChange={(e) => setKind(e.target.value as TPromoCodeKind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kind${k}`)}
            </option>
          ))}
        </Select>
        {kind === 'PERCENT' || kind === 'FIXED' ? (
          <TextField
            label={kind === 'PERCENT' ? t('percent') : t('amount')}
            value={value}
            inputMode="decimal"
            onChange={(e) => setValue(e.target.value)}
            error={form.errors.value}
            required
          />
        ) : null}
        {kind === 'GIFT' ? (
          <Select
            label={t('giftDish')}
            value={gift}
            onChange={(e) => setGift(e.target.value)}
            error={form.errors.giftProductId}
            required
          >
            <option value="">{t('chooseDish')}</option>
            {options.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.article})
              </option>
            ))}
          </Select>
        ) : null}
        <TextField
          label={t('minOrder')}
          value={minOrder}
          inputMode="decimal"
          onChange={(e) => setMinOrder(e.target.value)}
          error={form.errors.minOrder}
        />
        <TextField
          type="datetime-local"
          label={t('startsAt')}
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
          error={form.errors.startsAt}
          required
        />
        <TextField
          type="datetime-local"
          label={t('endsAt')}
          hint={t('endsHint')}
          value={expiresAt}
          onChange={(e) => setExpiresAt(e.target.value)}
          error={form.errors.expiresAt}
        />
        <TextField
          label={t('maxUsesTotal')}
          hint={t('noLimit')}
          value={maxTotal}
          inputMode="numeric"
          onChange={(e) => setMaxTotal(e.target.value)}
          error={form.errors.maxTotal}
        />
        <TextField
          label={t('maxUsesPerCustomer')}
          hint={t('noLimit')}
          value={maxPerCustomer}
          inputMode="numeric"
          onChange={(e) => setMaxPerCustomer(e.target.value)}
          error={form.errors.maxPerCustomer}
        />
      </div>
      <Checkbox
        label={t('firstOrderOnly')}
        checked={firstOrderOnly}
        onChange={(e) => setFirstOrderOnly(e.target.checked)}
      />
      <Checkbox label={t('isActive')} checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
      <CityChecks options={options} value={cities} onChange={setCities} />
    </FormDialog>
  );
}
