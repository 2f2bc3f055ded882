import type { TAddressSuggestion, TPhoneOrderCustomer } from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { useErrorText, useLanguage, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Button, Choice, Notice, Panel, Select, TextField, Toolbar } from '../../ui';
import { phoneOrderMessages } from './messages';
import { suggestAddresses } from './phone-order-api';
import type { Address, Where } from './phone-order-types';

export function WhereStep({
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
