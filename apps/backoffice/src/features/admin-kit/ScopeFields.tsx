import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Checkbox } from '../../ui';
import { adminKitMessages } from './messages';
import { groupOutlets, toggleId, type PickedScope } from './scope-rules';

/**
 * Picks a scope from the member's own places (so nobody is offered more than they have):
 * `brands` for a brand manager, `outlets` for outlet staff, `mixed` for machines (whole brands
 * and single outlets). `allowEverything` offers "every brand and outlet" (owners).
 */
export function ScopeFields({
  mode,
  value,
  onChange,
  allowEverything = false,
  legend,
  hint,
  error,
}: {
  mode: 'brands' | 'outlets' | 'mixed';
  value: PickedScope;
  onChange: (next: PickedScope) => void;
  allowEverything?: boolean;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}) {
  const t = useT(adminKitMessages);
  const places = usePlaces();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const groups = groupOutlets(places);
  const brandIds = new Set(value.retailNetworkIds);
  const outletName = (o: { name: string; isActive: boolean }) =>
    o.isActive ? o.name : t('inactiveOutlet', { name: o.name });

  return (
    <fieldset
      className={`bo-scope${error ? ' bo-scope--invalid' : ''}`}
      aria-describedby={describedBy || undefined}
    >
      <legend className="bo-field__label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="bo-field__hint">
          {hint}
        </p>
      ) : null}
      {allowEverything ? (
        <Checkbox
          label={t('everything')}
          checked={value.isEverything}
          onChange={(e) => onChange({ ...value, isEverything: e.target.checked })}
        />
      ) : null}
      {value.isEverything ? null : mode === 'brands' ? (
        <div className="bo-scope__grid">
          {places.brands.map((brand) => (
            <Checkbox
              key={brand.retailNetworkId}
              label={brand.name}
              checked={brandIds.has(brand.retailNetworkId)}
              onChange={(e) =>
                onChange({
                  ...value,
                  retailNetworkIds: toggleId(value.retailNetworkIds, brand.retailNetworkId, e.target.checked),
                })
              }
            />
          ))}
        </div>
      ) : (
        groups.map((group) => {
          const isWholeBrand = mode === 'mixed' && brandIds.has(group.retailNetworkId);
          return (
            <fieldset key={group.retailNetworkId} className="bo-scope__brand">
              <legend className="bo-scope__brand-name">{group.brandName}</legend>
              {mode === 'mixed' ? (
                <Checkbox
                  className="bo-scope__whole"
                  label={t('wholeBrand')}
                  checked={isWholeBrand}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      retailNetworkIds: toggleId(
                        value.retailNetworkIds,
                        group.retailNetworkId,
                        e.target.checked,
                      ),
                    })
                  }
                />
              ) : null}
              {isWholeBrand ? (
                <p className="bo-field__hint">{t('coveredByBrand')}</p>
              ) : (
                group.cities.map((city) => (
                  <div
                    key={city.id}
                    className="bo-scope__city"
                    role="group"
                    aria-labelledby={`${id}-city-${city.id}`}
                  >
                    <p id={`${id}-city-${city.id}`} className="bo-scope__city-name">
                      {city.name}
                    </p>
                    <div className="bo-scope__grid">
                      {city.outlets.map((outlet) => (
                        <Checkbox
                          key={outlet.id}
                          label={outletName(outlet)}
                          checked={value.outletIds.includes(outlet.id)}
                          onChange={(e) =>
                            onChange({
                              ...value,
                              outletIds: toggleId(value.outletIds, outlet.id, e.target.checked),
                            })
                          }
                        />
                      ))}
                    </div>
                  </div>
                ))
              )}
            </fieldset>
          );
        })
      )}
      {error ? (
        <p id={`${id}-error`} className="bo-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
