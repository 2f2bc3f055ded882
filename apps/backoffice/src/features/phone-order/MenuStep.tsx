import type { TPhoneOrderMenu } from '@food/contracts';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useFormat, useLanguage, useT } from '../../i18n';
import { Badge, Button, Notice, Panel, Spinner, Table, TextField } from '../../ui';
import { OptionsDialog } from './OptionsDialog';
import { phoneOrderMessages } from './messages';
import { getMenu } from './phone-order-api';
import { searchMenu, type CartLine } from './phone-order-rules';
import type { Where, Product } from './phone-order-types';

function menuWhere(where: Where): { outletId: number } | { lat: number; lng: number } | null {
  if (where.kind === 'PICKUP') return where.outletId ? { outletId: where.outletId } : null;
  return where.address ? { lat: where.address.lat, lng: where.address.lng } : null;
}

export function MenuStep({
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
