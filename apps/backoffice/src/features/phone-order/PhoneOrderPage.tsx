import type {
  TAddressSuggestion,
  TCareCustomerSummary,
  TPhoneOrderCalculation,
  TPhoneOrderCustomer,
  TPhoneOrderDraft,
  TPhoneOrderMenu,
  TPhoneOrderPlaced,
} from '@food/contracts';
import { minorUnitsOf } from '@food/domain/money';
import { displayPhone } from '@food/domain/phone-display';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/client';
import { useErrorText, useFormat, useLanguage, useT } from '../../i18n';
import { usePlaces } from '../../session';
import {
  Badge,
  Button,
  Choice,
  Notice,
  PageHeader,
  Panel,
  Select,
  Spinner,
  Table,
  TextArea,
  TextField,
  Toolbar,
  useToast,
} from '../../ui';
import { OptionsDialog } from './OptionsDialog';
import { phoneOrderMessages } from './messages';
import {
  calculate,
  createCaller,
  findCallers,
  getCaller,
  getMenu,
  placeOrder,
  suggestAddresses,
} from './phone-order-api';
import { addLine, lineKey, searchMenu, setCount, type CartLine } from './phone-order-rules';
import './phone-order.css';

type Address = NonNullable<TPhoneOrderDraft['address']>;
type Where = { kind: 'DELIVERY'; address: Address | null } | { kind: 'PICKUP'; outletId: number | null };
type Product = TPhoneOrderMenu['products'][number];

/**
 * Orders taken by phone (issue 23 item 3, owners and brand managers): the caller, where the order
 * goes, the menu of the restaurant that serves it (stop list and option groups), the cart with the
 * server's totals and promo code, the payment (cash, or a link texted by the API), then the order
 * is placed through the shop's own order creation and shows on the board.
 */
export function PhoneOrderPage() {
  const t = useT(phoneOrderMessages);
  const places = usePlaces();
  const [rn, setRn] = useState<number | null>(places.brands[0]?.retailNetworkId ?? null);
  const [caller, setCaller] = useState<TPhoneOrderCustomer | null>(null);
  const [where, setWhere] = useState<Where>({ kind: 'DELIVERY', address: null });
  const [cart, setCart] = useState<CartLine[]>([]);
  const [placed, setPlaced] = useState<TPhoneOrderPlaced | null>(null);

  const restart = () => {
    setCaller(null);
    setWhere({ kind: 'DELIVERY', address: null });
    setCart([]);
    setPlaced(null);
  };

  if (placed) return <Placed placed={placed} onNext={restart} />;

  return (
    <div className="bo-page bo-page--wide bo-po">
      <PageHeader title={t('title')} description={t('description')} />
      {places.brands.length > 1 ? (
        <Toolbar>
          <Select
            label={t('brand')}
            value={rn ?? ''}
            onChange={(e) => {
              setRn(Number(e.target.value));
              restart();
            }}
          >
            {places.brands.map((b) => (
              <option key={b.retailNetworkId} value={b.retailNetworkId}>
                {b.name}
              </option>
            ))}
          </Select>
        </Toolbar>
      ) : null}
      {rn === null ? null : (
        <div className="bo-po__grid">
          <div className="bo-po__main">
            <CallerStep rn={rn} caller={caller} onCaller={setCaller} />
            {caller ? <WhereStep rn={rn} caller={caller} where={where} onWhere={setWhere} /> : null}
            {caller ? (
              <MenuStep rn={rn} where={where} onAdd={(line) => setCart((c) => addLine(c, line))} />
            ) : null}
          </div>
          <CartStep rn={rn} caller={caller} where={where} cart={cart} onCart={setCart} onPlaced={setPlaced} />
        </div>
      )}
    </div>
  );
}

function CallerStep({
  rn,
  caller,
  onCaller,
}: {
  rn: number;
  caller: TPhoneOrderCustomer | null;
  onCaller: (caller: TPhoneOrderCustomer | null) => void;
}) {
  const t = useT(phoneOrderMessages);
  const explain = useErrorText();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [found, setFound] = useState<{ q: string; customers: TCareCustomerSummary[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [names, setNames] = useState({ firstName: '', lastName: '' });

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (err) {
      setError(explain(err));
    } finally {
      setBusy(false);
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().length < 2) return setTooShort(true);
    setTooShort(false);
    void run(async () => {
      const answer = await findCallers(rn, typed.trim());
      setFound({ q: typed.trim(), customers: answer.customers });
    });
  };
  const choose = (id: string) => run(async () => onCaller(await getCaller(id)));
  const create = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const customer = await createCaller({ retailNetworkId: rn, phone: found?.q ?? typed, ...names });
      if (customer.isNew) toast.show(t('customerAdded'));
      onCaller(customer);
    });
  };

  if (caller) {
    const name = [caller.firstName, caller.lastName].filter(Boolean).join(' ') || t('noName');
    return (
      <Panel
        title={t('stepCaller')}
        actions={
          <Button size="sm" variant="ghost" onClick={() => onCaller(null)}>
            {t('change')}
          </Button>
        }
      >
        <p className="bo-po__chosen">
          <strong>{name}</strong> · {displayPhone(caller.phone)}{' '}
          {caller.isBlocked ? <Badge tone="warning">{t('blocked')}</Badge> : null}
        </p>
      </Panel>
    );
  }
  return (
    <Panel title={t('stepCaller')}>
      <form role="search" aria-label={t('stepCaller')} onSubmit={search} noValidate>
        <Toolbar className="bo-po__inline">
          <TextField
            label={t('phoneLabel')}
            hint={t('phoneHint')}
            type="tel"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={tooShort ? t('tooShort') : undefined}
          />
          <Button type="submit" variant="primary" busy={busy}>
            {t('find')}
          </Button>
        </Toolbar>
      </form>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      {found && found.customers.length > 0 ? (
        <ul className="bo-po__list">
          {found.customers.map((c) => {
            const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || t('noName');
            return (
              <li key={c.id}>
                <span>
                  {name} · {displayPhone(c.phone)}
                </span>
                <Button size="sm" onClick={() => void choose(c.id)} aria-label={t('chooseLabel', { name })}>
                  {t('choose')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {found && found.customers.length === 0 ? (
        <form onSubmit={create} className="bo-po__new" noValidate>
          <p>{t('noCaller')}</p>
          <Toolbar className="bo-po__inline">
            <TextField
              label={t('newFirstName')}
              value={names.firstName}
              onChange={(e) => setNames((n) => ({ ...n, firstName: e.target.value }))}
            />
            <TextField
              label={t('newLastName')}
              value={names.lastName}
              onChange={(e) => setNames((n) => ({ ...n, lastName: e.target.value }))}
            />
            <Button type="submit" busy={busy}>
              {t('addCustomer')}
            </Button>
          </Toolbar>
        </form>
      ) : null}
    </Panel>
  );
}

function WhereStep({
  rn,
  caller,
  where,
  onWhere,
}: {
  rn: number;
  caller: TPhoneOrderCustomer;
  where: Where;
  onWhere: (where: Where) => void;
}) {
  const t = useT(phoneOrderMessages);
  const places = usePlaces();
  const outlets = places.outlets.filter((o) => o.retailNetworkId === rn && o.isActive);
  const saved = caller.addresses;
  const pickSaved = (a: TPhoneOrderCustomer['addresses'][number]) =>
    a.latitude !== null && a.longitude !== null
      ? onWhere({
          kind: 'DELIVERY',
          address: {
            city: a.city,
            street: a.street,
            house: a.house,
            apartment: a.apartment,
            entrance: a.entrance,
            floor: a.floor,
            intercom: a.intercom,
            isPrivateHouse: a.isPrivateHouse,
            lat: a.latitude,
            lng: a.longitude,
          },
        })
      : undefined;
  const address = where.kind === 'DELIVERY' ? where.address : null;
  return (
    <Panel title={t('stepWhere')}>
      <Choice
        legend={t('howLabel')}
        hideLegend
        value={where.kind}
        options={[
          { value: 'DELIVERY', label: t('delivery') },
          { value: 'PICKUP', label: t('pickup') },
        ]}
        onChange={(kind) => onWhere(kind === 'DELIVERY' ? { kind, address: null } : { kind, outletId: null })}
      />
      {where.kind === 'PICKUP' ? (
        <Select
          label={t('restaurant')}
          value={where.outletId ?? ''}
          onChange={(e) => onWhere({ kind: 'PICKUP', outletId: Number(e.target.value) || null })}
        >
          <option value="">{t('chooseRestaurant')}</option>
          {outlets.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </Select>
      ) : (
        <>
          <h3 className="bo-po__subhead">{t('savedAddresses')}</h3>
          {saved.length === 0 ? <p className="bo-po__muted">{t('noSavedAddresses')}</p> : null}
          <ul className="bo-po__list">
            {saved.map((a) => {
              const label = [a.city, a.street, a.house, a.apartment].filter(Boolean).join(', ');
              const isChosen = address !== null && address.lat === a.latitude && address.lng === a.longitude;
              return (
                <li key={a.id}>
                  <span>
                    {label}
                    {a.latitude === null ? <span className="bo-po__muted"> — {t('noPoint')}</span> : null}
                  </span>
                  <Button
                    size="sm"
                    variant={isChosen ? 'primary' : 'secondary'}
                    aria-pressed={isChosen}
                    disabled={a.latitude === null}
                    onClick={() => pickSaved(a)}
                  >
                    {t('choose')}
                  </Button>
                </li>
              );
            })}
          </ul>
          <AddressSearch rn={rn} onPick={(picked) => onWhere({ kind: 'DELIVERY', address: picked })} />
          {address ? (
            <div className="bo-po__flat">
              {(['apartment', 'entrance', 'floor', 'intercom'] as const).map((field) => (
                <TextField
                  key={field}
                  label={t(field)}
                  value={address[field] ?? ''}
                  onChange={(e) =>
                    onWhere({ kind: 'DELIVERY', address: { ...address, [field]: e.target.value } })
                  }
                />
              ))}
            </div>
          ) : null}
        </>
      )}
    </Panel>
  );
}

function AddressSearch({ rn, onPick }: { rn: number; onPick: (address: Address) => void }) {
  const t = useT(phoneOrderMessages);
  const explain = useErrorText();
  const { language } = useLanguage();
  const places = usePlaces();
  const cities = places.cities.filter((c) => c.retailNetworkId === rn);
  const [cityId, setCityId] = useState<number | null>(cities[0]?.id ?? null);
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<TAddressSuggestion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    if (cityId === null || typed.trim().length < 2) return;
    setBusy(true);
    setError(null);
    try {
      setFound(await suggestAddresses(rn, cityId, typed.trim(), language));
    } catch (err) {
      setError(explain(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={search} aria-label={t('otherAddress')} noValidate>
      <h3 className="bo-po__subhead">{t('otherAddress')}</h3>
      <Toolbar className="bo-po__inline">
        <Select label={t('city')} value={cityId ?? ''} onChange={(e) => setCityId(Number(e.target.value))}>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <TextField
          label={t('addressLabel')}
          hint={t('addressHint')}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t('find')}
        </Button>
      </Toolbar>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      {found && found.length === 0 ? <p className="bo-po__muted">{t('noSuggestions')}</p> : null}
      {found && found.length > 0 ? (
        <ul className="bo-po__list" aria-label={t('suggestions')}>
          {found.map((s) => (
            <li key={`${s.label}:${s.lat}:${s.lng}`}>
              <span>{s.label}</span>
              <Button
                size="sm"
                disabled={!s.house}
                onClick={() => {
                  onPick({
                    city: s.city,
                    street: s.street,
                    house: s.house ?? '',
                    isPrivateHouse: false,
                    lat: s.lat,
                    lng: s.lng,
                  });
                  setFound(null);
                  setTyped(s.label);
                }}
              >
                {t('choose')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

function menuWhere(where: Where): { outletId: number } | { lat: number; lng: number } | null {
  if (where.kind === 'PICKUP') return where.outletId ? { outletId: where.outletId } : null;
  return where.address ? { lat: where.address.lat, lng: where.address.lng } : null;
}

function MenuStep({
  rn,
  where,
  onAdd,
}: {
  rn: number;
  where: Where;
  onAdd: (line: Omit<CartLine, 'count'>) => void;
}) {
  const t = useT(phoneOrderMessages);
  const explain = useErrorText();
  const { language } = useLanguage();
  const format = useFormat();
  const at = menuWhere(where);
  const key = at ? JSON.stringify([rn, at, language]) : '';
  const [menu, setMenu] = useState<{ key: string; data: TPhoneOrderMenu | null; error: unknown }>({
    key: '',
    data: null,
    error: null,
  });
  const [typed, setTyped] = useState('');
  const [choosing, setChoosing] = useState<Product | null>(null);

  useEffect(() => {
    if (!at) return;
    let isCurrent = true;
    getMenu(rn, at, language).then(
      (data) => isCurrent && setMenu({ key, data, error: null }),
      (error: unknown) => isCurrent && setMenu({ key, data: null, error }),
    );
    return () => {
      isCurrent = false;
    };
    // `key` names everything the request depends on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const shown = useMemo(() => (menu.data ? searchMenu(menu.data.products, typed) : []), [menu.data, typed]);
  if (!at) return null;
  const current = menu.key === key ? menu : null;
  const zone = current?.data?.zone;
  const currency = current?.data?.currencyCode ?? 'UAH';
  return (
    <Panel title={t('stepMenu')}>
      {!current ? <Spinner label={t('calculating')} /> : null}
      {current?.error ? (
        <Notice tone="danger">
          {current.error instanceof ApiError && current.error.code === 'OUTLET_NOT_FOUND'
            ? t('outOfZone')
            : explain(current.error)}
        </Notice>
      ) : null}
      {current?.data ? (
        <>
          <p className="bo-po__muted" data-testid="served-by">
            {t('servedBy', { outlet: current.data.outletName })}
            {zone
              ? ` · ${t('zoneFacts', {
                  zone: zone.name,
                  price: format.money(zone.deliveryPrice, currency),
                  min: format.money(zone.minOrderAmount, currency),
                  minutes: zone.deliveryTimeMinutes,
                })}`
              : ''}
          </p>
          <TextField
            label={t('menuSearch')}
            type="search"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          {shown.length === 0 ? <p className="bo-po__muted">{t('menuEmpty')}</p> : null}
          {shown.length > 0 ? (
            <div className="bo-po__menu">
              <Table>
                <tbody>
                  {shown.map((p) => (
                    <tr key={p.id}>
                      <td>
                        {p.name} {p.isOnStop ? <Badge tone="danger">{t('onStop')}</Badge> : null}
                      </td>
                      <td className="bo-po__num">{format.money(p.price, currency)}</td>
                      <td className="bo-po__num">
                        <Button
                          size="sm"
                          disabled={p.isOnStop}
                          aria-label={t('addLabel', { name: p.name })}
                          onClick={() =>
                            p.optionGroups.length
                              ? setChoosing(p)
                              : onAdd({ productId: p.id, name: p.name, options: [], optionNames: [] })
                          }
                        >
                          {t('add')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          ) : null}
        </>
      ) : null}
      {choosing ? (
        <OptionsDialog
          product={choosing}
          currency={currency}
          onClose={() => setChoosing(null)}
          onAdd={(options, optionNames) => {
            onAdd({ productId: choosing.id, name: choosing.name, options, optionNames });
            setChoosing(null);
          }}
        />
      ) : null}
    </Panel>
  );
}

function CartStep({
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

function Placed({ placed, onNext }: { placed: TPhoneOrderPlaced; onNext: () => void }) {
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
