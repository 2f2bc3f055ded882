/** The product editor's smaller sections: attributes, hours and channels, nutrition, history. */
import type { TProductVersion } from '@food/contracts';
import { useState } from 'react';
import { browserTimeZone, useFormat, useT } from '../../i18n';
import { Button, Checkbox, Panel, Stack, TextField } from '../../ui';
import { menuMessages } from './messages';
import type { SectionProps } from './product-sections';

const TARGETS = ['WEB', 'DESKTOP', 'MOBILE'] as const;

export function AttributesSection({ menu, value, onChange }: SectionProps) {
  const t = useT(menuMessages);
  const chosen = new Map(value.attributes.map((a) => [a.attributeId, a]));
  return (
    <Panel title={t('sectionAttributes')}>
      <div className="bo-menu-checks">
        {menu.attributes.map((a) => {
          const row = chosen.get(a.id);
          const hasValue = a.type === 'PROPERTY' || a.type === 'INFO';
          return (
            <div key={a.id} className="bo-menu-attr">
              <Checkbox
                label={a.name}
                checked={row !== undefined}
                onChange={(e) =>
                  onChange({
                    ...value,
                    attributes: e.target.checked
                      ? [...value.attributes, { attributeId: a.id, value: null }]
                      : value.attributes.filter((x) => x.attributeId !== a.id),
                  })
                }
              />
              {row && hasValue ? (
                <TextField
                  label={t('attributeValue', { name: a.name })}
                  hideLabel
                  value={row.value ?? ''}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      attributes: value.attributes.map((x) =>
                        x.attributeId === a.id ? { ...x, value: e.target.value || null } : x,
                      ),
                    })
                  }
                />
              ) : null}
            </div>
          );
        })}
      </div>
    </Panel>
  );
}

export function HoursSection({ value, onChange }: Omit<SectionProps, 'menu'>) {
  const t = useT(menuMessages);
  return (
    <Panel title={t('sectionHours')}>
      <Stack>
        <div className="bo-menu-grid">
          <TextField
            label={t('hoursFrom')}
            type="time"
            value={value.availableFrom ?? ''}
            onChange={(e) => onChange({ ...value, availableFrom: e.target.value || null })}
          />
          <TextField
            label={t('hoursTo')}
            type="time"
            value={value.availableTo ?? ''}
            onChange={(e) => onChange({ ...value, availableTo: e.target.value || null })}
          />
        </div>
        <p className="bo-menu__hint">{t('hoursHint')}</p>
        <fieldset className="bo-menu-checks">
          <legend>{t('targets')}</legend>
          {TARGETS.map((target) => (
            <Checkbox
              key={target}
              label={t(`target${target}`)}
              checked={value.targets.includes(target)}
              onChange={(e) =>
                onChange({
                  ...value,
                  targets: e.target.checked
                    ? TARGETS.filter((x) => x === target || value.targets.includes(x))
                    : value.targets.filter((x) => x !== target),
                })
              }
            />
          ))}
        </fieldset>
      </Stack>
    </Panel>
  );
}

const NUTRIENTS = ['kcal', 'proteins', 'fats', 'carbohydrates'] as const;

export function NutritionSection({ value, onChange }: Omit<SectionProps, 'menu'>) {
  const t = useT(menuMessages);
  const nutrition = value.nutrition;
  return (
    <Panel title={t('sectionNutrition')}>
      <Stack>
        <Checkbox
          label={t('hasNutrition')}
          checked={nutrition !== null}
          onChange={(e) =>
            onChange({
              ...value,
              nutrition: e.target.checked ? { kcal: 0, proteins: 0, fats: 0, carbohydrates: 0 } : null,
            })
          }
        />
        {nutrition ? (
          <div className="bo-menu-grid">
            {NUTRIENTS.map((n) => (
              <TextField
                key={n}
                label={t(n)}
                type="number"
                min={0}
                step={0.1}
                inputMode="decimal"
                value={nutrition[n]}
                onChange={(e) =>
                  onChange({
                    ...value,
                    nutrition: { ...nutrition, [n]: Math.max(0, Number(e.target.value) || 0) },
                  })
                }
              />
            ))}
          </div>
        ) : null}
      </Stack>
    </Panel>
  );
}

export function HistorySection({
  versions,
  onRestore,
}: {
  versions: TProductVersion[] | null;
  onRestore: (version: number) => void;
}) {
  const t = useT(menuMessages);
  const format = useFormat();
  const [zone] = useState(browserTimeZone);
  return (
    <Panel title={t('sectionHistory')}>
      {!versions || versions.length === 0 ? (
        <p className="bo-menu-muted">{t('noVersions')}</p>
      ) : (
        <ol className="bo-menu-history">
          {versions.map((v, i) => {
            const when = format.dateTime(v.createdAt, zone);
            return (
              <li key={v.version}>
                <span>
                  {v.by
                    ? t('versionBy', { version: v.version, when, who: v.by })
                    : t('versionBySeed', { version: v.version, when })}
                </span>
                {i > 0 ? (
                  <Button
                    size="sm"
                    aria-label={t('restoreLabel', { version: v.version })}
                    onClick={() => onRestore(v.version)}
                  >
                    {t('restore')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
