import type {
  TPhoneOrderCalculation,
  TPhoneOrderCustomer,
  TPhoneOrderDraft,
  TPhoneOrderPlaced,
} from '@food/contracts';
import { minorUnitsOf } from '@food/domain/money';
import { displayPhone } from '@food/domain/phone-display';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useErrorText, useFormat, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Button, Choice, Notice, PageHeader, Panel, Spinner, TextArea, TextField, Toolbar } from '../../ui';
import { phoneOrderMessages } from './messages';
import { calculate, placeOrder } from './phone-order-api';
import { ResendLink } from './ResendLink';
import { lineKey, setCount, type CartLine } from './phone-order-rules';
import type { Where } from './phone-order-types';

export function CartStep({
  rn,
  caller,
  where,
  cart,
  onCart,
  onPlaced,
}: {
  rn: number;
  caller: TPhoneOrderCustomer | null;
  where: Where;
  cart: CartLine[];
  onCart: (cart: CartLine[]) => void;
  onPlaced: (placed: TPhoneOrderPlaced) => void;
}) {
  const t = useT(phoneOrderMessages);
  const explain = useErrorText();
  const format = useFormat();
  const places = usePlaces();
  const currency = places.currencyOf(rn);
  const [contactName, setContactName] = useState('');
  const [promoTyped, setPromoTyped] = useState('');
  const [promo, setPromo] = useState('');
  const [payment, setPayment] = useState<'CASH' | 'ONLINE'>('CASH');
  const [changeFrom, setChangeFrom] = useState('');
  const [comment, setComment] = useState('');
  const [calc, setCalc] = useState<{ key: string; data: TPhoneOrderCalculation | null; error: unknown }>({
    key: '',
    data: null,
    error: null,
  });
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);

  useEffect(() => {
    if (caller) setContactName([caller.firstName, caller.lastName].filter(Boolean).join(' '));
  }, [caller]);

  const hasPlace = where.kind === 'PICKUP' ? where.outletId !== null : where.address !== null;
  const change = Number(changeFrom.replace(',', '.'));
  const draft: TPhoneOrderDraft | null =
    caller && hasPlace
      ? {
          retailNetworkId: rn,
          customerId: caller.id,
          contactName: contactName.trim() || caller.phone,
          deliveryType: where.kind,
          address: where.kind === 'DELIVERY' ? where.address : null,
          outletId: where.kind === 'PICKUP' ? where.outletId : null,
          products: cart.map((l) => ({
            productId: l.productId,
            count: l.count,
            ...(l.options.length ? { options: l.options } : {}),
          })),
          promoCode: promo || null,
          paymentType: payment,
          change:
            payment === 'CASH' && changeFrom.trim() && Number.isFinite(change) && change > 0
              ? Math.round(change * minorUnitsOf(currency))
              : null,
          comment: comment.trim() || null,
        }
      : null;
  const pricingKey =
    draft && cart.length
      ? JSON.stringify([
          draft.customerId,
          draft.deliveryType,
          draft.address,
          draft.outletId,
          draft.products,
          promo,
        ])
      : '';

  useEffect(() => {
    if (!pricingKey || !draft) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      calculate(draft).then(
        (data) => isCurrent && setCalc({ key: pricingKey, data, error: null }),
        (error: unknown) => isCurrent && setCalc({ key: pricingKey, data: null, error }),
      );
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
    // `pricingKey` names everything the price depends on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pricingKey]);

  const current = calc.key === pricingKey ? calc : null;
  const result = current?.data?.calculation ?? null;
  const place = async () => {
    if (!draft) return;
    setPlacing(true);
    setPlaceError(null);
    try {
      onPlaced(await placeOrder(draft));
    } catch (err) {
      setPlaceError(`${t('placeFailed')} ${explain(err)}`);
    } finally {
      setPlacing(false);
    }
  };
  const canPlace = Boolean(draft && cart.length && result && !placing);

  return (
    <aside className="bo-po__side" aria-label={t('stepCart')}>
      <Panel title={t('stepCart')}>
        <TextField
          label={t('contactName')}
          value={contactName}
          onChange={(e) => setContactName(e.target.value)}
          disabled={!caller}
        />
        {cart.length === 0 ? <p className="bo-po__muted">{t('emptyCart')}</p> : null}
        {cart.length > 0 ? (
          <ul className="bo-po__cart">
            {cart.map((l) => {
              const key = lineKey(l);
              const priced = result?.products.find(
                (p) =>
                  p.productId === l.productId &&
                  (p.options ?? [])
                    .map((o) => o.optionId)
                    .sort((a, b) => a - b)
                    .join(',') === l.options.join(','),
              );
              return (
                <li key={key}>
                  <span className="bo-po__line-name">
                    {l.name}
                    {l.optionNames.length ? <small> · {l.optionNames.join(', ')}</small> : null}
                  </span>
                  <input
                    className="bo-input bo-po__count"
                    type="number"
                    min={0}
                    max={99}
                    value={l.count}
                    aria-label={t('count', { name: l.name })}
                    onChange={(e) => onCart(setCount(cart, key, Number(e.target.value)))}
                  />
                  <span className="bo-po__num">{priced ? format.money(priced.amount, currency) : '…'}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('remove', { name: l.name })}
                    onClick={() => onCart(setCount(cart, key, 0))}
                  >
                    ×
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {result?.addons.some((a) => a.count > 0) ? (
          <ul className="bo-po__cart bo-po__muted">
            {result.addons
              .filter((a) => a.count > 0)
              .map((a) => (
                <li key={a.addonId}>
                  <span className="bo-po__line-name">{a.name}</span>
                  <span>× {a.count}</span>
                  <span className="bo-po__num">{format.money(a.amount, currency)}</span>
                </li>
              ))}
          </ul>
        ) : null}
        <form
          className="bo-po__inline bo-toolbar"
          onSubmit={(e) => {
            e.preventDefault();
            setPromo(promoTyped.trim());
          }}
        >
          <TextField
            label={t('promoCode')}
            value={promoTyped}
            onChange={(e) => setPromoTyped(e.target.value)}
          />
          <Button type="submit">{t('apply')}</Button>
        </form>
        {result?.promoCode.code ? (
          <p role="status" className={result.promoCode.isSuccess ? 'bo-po__ok' : 'bo-po__warn'}>
            {result.promoCode.isSuccess
              ? `${t('promoApplied')}: ${result.promoCode.code}`
              : t('promoRefused', { reason: result.promoCode.reason ?? '' })}
          </p>
        ) : null}
        {current?.error ? <Notice tone="danger">{explain(current.error)}</Notice> : null}
        {cart.length > 0 && draft && !current ? <Spinner label={t('calculating')} /> : null}
        {result ? (
          <dl className="bo-po__totals" data-testid="totals">
            <dt>{t('products')}</dt>
            <dd>{format.money(result.productsPrice, currency)}</dd>
            {result.discount ? (
              <>
                <dt>{t('discount')}</dt>
                <dd>−{format.money(result.discount, currency)}</dd>
              </>
            ) : null}
            {where.kind === 'DELIVERY' ? (
              <>
                <dt>{t('deliveryPrice')}</dt>
                <dd>{format.money(result.delivery.price, currency)}</dd>
              </>
            ) : null}
            <dt className="bo-po__total">{t('total')}</dt>
            <dd className="bo-po__total">{format.money(result.amount, currency)}</dd>
          </dl>
        ) : null}
        {result && !result.delivery.isMinOrderReached ? (
          <Notice tone="warning">
            {t('minOrderNotReached', { min: format.money(result.delivery.minOrderAmount, currency) })}
          </Notice>
        ) : null}
        <Choice
          legend={t('payment')}
          value={payment}
          options={[
            { value: 'CASH', label: t('cash') },
            { value: 'ONLINE', label: t('online') },
          ]}
          onChange={setPayment}
        />
        {payment === 'CASH' ? (
          <TextField
            label={t('changeFrom')}
            inputMode="decimal"
            value={changeFrom}
            onChange={(e) => setChangeFrom(e.target.value)}
          />
        ) : null}
        <TextArea
          label={t('comment')}
          rows={2}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        {!caller ? <p className="bo-po__muted">{t('pickCallerFirst')}</p> : null}
        {caller && !hasPlace ? <p className="bo-po__muted">{t('pickPlaceFirst')}</p> : null}
        {placeError ? <Notice tone="danger">{placeError}</Notice> : null}
        <Button variant="primary" onClick={() => void place()} busy={placing} disabled={!canPlace}>
          {t('place')}
        </Button>
      </Panel>
    </aside>
  );
}

export function Placed({ placed, onNext }: { placed: TPhoneOrderPlaced; onNext: () => void }) {
  const t = useT(phoneOrderMessages);
  const format = useFormat();
  const places = usePlaces();
  const link = placed.paymentLink;
  return (
    <div className="bo-page bo-po">
      <PageHeader title={t('title')} />
      <Panel title={t('placedTitle', { number: placed.localId })}>
        <p role="status">
          {t('placedText', {
            total: format.money(placed.amount, placed.currencyCode),
            outlet: places.outletLabel(placed.outletId),
          })}
        </p>
        {link?.sent ? (
          <Notice tone="success">{t('linkSent', { phone: displayPhone(link.recipient) })}</Notice>
        ) : null}
        {link && !link.sent ? (
          <Notice tone="warning">
            {t('linkNotSent', { error: link.error ?? '', url: placed.paymentUrl ?? '' })}
          </Notice>
        ) : null}
        {placed.paymentUrl && !placed.isPaid ? (
          <ResendLink orderId={placed.orderId} localId={placed.localId} />
        ) : null}
        <Toolbar>
          <Link
            className="bo-btn bo-btn--primary bo-btn--md"
            href={`/?outlet=${placed.outletId}&order=${encodeURIComponent(placed.orderId)}`}
          >
            {t('openOnBoard')}
          </Link>
          <Button onClick={onNext}>{t('nextOrder')}</Button>
        </Toolbar>
      </Panel>
    </div>
  );
}
