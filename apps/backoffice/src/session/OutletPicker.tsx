import { useSearchParams } from 'wouter';
import { Select } from '../ui';
import { usePlaces } from './places';

const KEY = 'backoffice.outlet';

function remembered(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The one outlet a page works on (stop list, the day): `?outlet=` in the URL so a view can be
 * shared, else the last one chosen in this browser, else the first in scope.
 */
export function useOutletParam(): [number | null, (outletId: number) => void] {
  const places = usePlaces();
  const [params, setParams] = useSearchParams();
  const fromUrl = Number(params.get('outlet'));
  const last = remembered();
  const outletId = places.outletById.has(fromUrl)
    ? fromUrl
    : last !== null && places.outletById.has(last)
      ? last
      : (places.outlets[0]?.id ?? null);
  const choose = (next: number) => {
    try {
      localStorage.setItem(KEY, String(next));
    } catch {
      // the URL still holds it
    }
    setParams((p) => {
      p.set('outlet', String(next));
      return p;
    });
  };
  return [outletId, choose];
}

/** A labelled outlet select over the member's outlets (hidden choice when there is only one). */
export function OutletPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (outletId: number) => void;
}) {
  const places = usePlaces();
  if (places.outlets.length <= 1) return null;
  return (
    <Select
      label={label}
      className="bo-outlet-picker"
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      {places.brands.map((brand) => {
        const outlets = places.outlets.filter((o) => o.retailNetworkId === brand.retailNetworkId);
        if (!outlets.length) return null;
        return (
          <optgroup key={brand.retailNetworkId} label={brand.name}>
            {outlets.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </optgroup>
        );
      })}
    </Select>
  );
}
