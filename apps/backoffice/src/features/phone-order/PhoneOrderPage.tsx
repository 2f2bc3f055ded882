import type { TPhoneOrderCustomer, TPhoneOrderPlaced } from '@food/contracts';
import { useState } from 'react';
import { useT } from '../../i18n';
import { usePlaces } from '../../session';
import { PageHeader, Select, Toolbar } from '../../ui';
import { phoneOrderMessages } from './messages';
import { addLine, type CartLine } from './phone-order-rules';
import { CallerStep } from './CallerStep';
import { WhereStep } from './WhereStep';
import { MenuStep } from './MenuStep';
import { CartStep, Placed } from './CartStep';
import type { Where } from './phone-order-types';
import './phone-order.css';

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
