/** The product editor's sections: each edits one part of the write body and hands back the whole. */
import type { TMenu, TProductWrite } from '@food/contracts';
import { useEffect, useState } from 'react';
import { LANGUAGE_NAMES, isLanguage, useLanguage, useT } from '../../i18n';
import { Button, Checkbox, Panel, Select, Stack, TextArea, TextField } from '../../ui';
import { LanguageTabs } from './LanguageTabs';
import { menuMessages } from './messages';
import { moneyText, parseMoney, pricesOfCity, setPrice } from './product-form';

export interface SectionProps {
  menu: TMenu;
  value: TProductWrite;
  onChange: (next: TProductWrite) => void;
}

const intOrNull = (text: string) => (text.trim() === '' ? null : Math.max(0, Math.trunc(Number(text))));

export function DetailsSection({ menu, value, onChange }: SectionProps) {
  const t = useT(menuMessages);
  const { language } = useLanguage();
  const [tab, setTab] = useState(menu.defaultLanguage);
  const texts = value.translations[tab as keyof TProductWrite['translations']] ?? {
    name: '',
    description: '',
    composition: '',
    seoText: '',
  };
  const setText = (field: keyof typeof texts, text: string) =>
    onChange({ ...value, translations: { ...value.translations, [tab]: { ...texts, [field]: text } } });
  return (
    <Panel title={t('sectionDetails')}>
      <Stack>
        <div className="bo-menu-grid">
          <Select
            label={t('category')}
            value={value.categoryId}
            onChange={(e) => onChange({ ...value, categoryId: Number(e.target.value) })}
          >
            {menu.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.names[language] ?? c.names[menu.defaultLanguage] ?? c.slug}
              </option>
            ))}
          </Select>
          <TextField
            label={t('article')}
            value={value.article}
            required
            onChange={(e) => onChange({ ...value, article: e.target.value })}
          />
          <TextField
            label={t('slug')}
            hint={t('slugHint')}
            value={value.slug}
            required
            onChange={(e) => onChange({ ...value, slug: e.target.value })}
          />
          <TextField
            label={t('weight')}
            type="number"
            min={0}
            inputMode="numeric"
            value={value.weightGrams}
            onChange={(e) => onChange({ ...value, weightGrams: intOrNull(e.target.value) ?? 0 })}
          />
          <TextField
            label={t('pieces')}
            type="number"
            min={1}
            inputMode="numeric"
            value={value.pieces ?? ''}
            onChange={(e) => onChange({ ...value, pieces: intOrNull(e.target.value) || null })}
          />
          <TextField
            label={t('persons')}
            type="number"
            min={1}
            inputMode="numeric"
            value={value.persons ?? ''}
            onChange={(e) => onChange({ ...value, persons: intOrNull(e.target.value) || null })}
          />
          <TextField
            label={t('sortOrder')}
            type="number"
            inputMode="numeric"
            value={value.sortOrder}
            onChange={(e) => onChange({ ...value, sortOrder: Math.trunc(Number(e.target.value)) || 0 })}
          />
        </div>
        <div className="bo-menu-checks">
          <Checkbox
            label={t('isHot')}
            checked={value.isHot}
            onChange={(e) => onChange({ ...value, isHot: e.target.checked })}
          />
          <Checkbox
            label={t('isVegan')}
            checked={value.isVegan}
            onChange={(e) => onChange({ ...value, isVegan: e.target.checked })}
          />
          <Checkbox
            label={t('isAddon')}
            checked={value.isAddon}
            onChange={(e) => onChange({ ...value, isAddon: e.target.checked })}
          />
        </div>
        <LanguageTabs
          languages={menu.languages}
          defaultLanguage={menu.defaultLanguage}
          value={tab}
          onChange={setTab}
          label={(l) => (isLanguage(l) ? LANGUAGE_NAMES[l] : l)}
        >
          <Stack>
            <TextField
              label={t('name')}
              value={texts.name}
              required={tab === menu.defaultLanguage}
              onChange={(e) => setText('name', e.target.value)}
            />
            <TextArea
              label={t('description')}
              rows={3}
              value={texts.description}
              onChange={(e) => setText('description', e.target.value)}
            />
            <TextArea
              label={t('composition')}
              rows={2}
              value={texts.composition}
              onChange={(e) => setText('composition', e.target.value)}
            />
            <TextArea
              label={t('seoText')}
              rows={3}
              value={texts.seoText}
              onChange={(e) => setText('seoText', e.target.value)}
            />
          </Stack>
        </LanguageTabs>
      </Stack>
    </Panel>
  );
}

/** An amount typed in major units; hands back minor units, or NaN while the text is no amount. */
function MoneyField({
  label,
  minor,
  currency,
  onChange,
  hint,
  hideLabel,
}: {
  label: string;
  minor: number | null;
  currency: string;
  onChange: (minor: number | null) => void;
  hint?: string;
  hideLabel?: boolean;
}) {
  const t = useT(menuMessages);
  const [text, setText] = useState(minor === null ? '' : moneyText(minor, currency));
  const parsed = text.trim() === '' ? null : parseMoney(text, currency);
  // a value set from outside (a restore, another city) shows when it is not what is typed
  useEffect(() => {
    if (minor !== parsed && !(minor !== null && Number.isNaN(minor)))
      setText(minor === null ? '' : moneyText(minor, currency));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minor, currency]);
  return (
    <TextField
      label={label}
      hint={hint}
      hideLabel={hideLabel}
      inputMode="decimal"
      value={text}
      error={text.trim() !== '' && parsed === null ? t('invalidMoney') : undefined}
      onChange={(e) => {
        setText(e.target.value);
        const next = e.target.value.trim() === '' ? null : parseMoney(e.target.value, currency);
        onChange(e.target.value.trim() !== '' && next === null ? Number.NaN : next);
      }}
    />
  );
}

export function PricesSection({ menu, value, onChange }: SectionProps) {
  const t = useT(menuMessages);
  const setPrices = (prices: TProductWrite['prices']) => onChange({ ...value, prices });
  return (
    <Panel title={t('sectionPrices')}>
      <Stack gap="lg">
        {menu.cities.map((city) => {
          const { city: row, outlets } = pricesOfCity(value.prices, city.id);
          const cityOutlets = menu.outlets.filter((o) => o.businessRegionId === city.id);
          const own = outlets.map(
            (o) => menu.outlets.find((x) => x.id === o.outletId)?.name ?? `#${o.outletId}`,
          );
          return (
            <fieldset key={city.id} className="bo-menu-city">
              <legend>
                <Checkbox
                  label={t('soldInCity', { city: city.name })}
                  checked={row !== null}
                  onChange={(e) =>
                    setPrices(
                      setPrice(
                        value.prices,
                        city.id,
                        null,
                        e.target.checked ? { price: 0, oldPrice: null } : null,
                      ),
                    )
                  }
                />
              </legend>
              {row ? (
                <>
                  <div className="bo-menu-grid">
                    <MoneyField
                      label={t('cityPrice', { city: city.name })}
                      minor={row.price}
                      currency={menu.currencyCode}
                      onChange={(price) =>
                        setPrices(
                          setPrice(value.prices, city.id, null, {
                            price: price ?? Number.NaN,
                            oldPrice: row.oldPrice,
                          }),
                        )
                      }
                    />
                    <MoneyField
                      label={t('oldPrice')}
                      minor={row.oldPrice}
                      currency={menu.currencyCode}
                      onChange={(oldPrice) =>
                        setPrices(setPrice(value.prices, city.id, null, { price: row.price, oldPrice }))
                      }
                    />
                    {cityOutlets.map((o) => {
                      const override = outlets.find((p) => p.outletId === o.id);
                      return (
                        <MoneyField
                          key={o.id}
                          label={t('outletOverride', { outlet: o.name })}
                          hint={t('overrideHint')}
                          minor={override?.price ?? null}
                          currency={menu.currencyCode}
                          onChange={(price) =>
                            setPrices(
                              setPrice(
                                value.prices,
                                city.id,
                                o.id,
                                price === null ? null : { price, oldPrice: null },
                              ),
                            )
                          }
                        />
                      );
                    })}
                  </div>
                  <p className="bo-menu__hint" aria-live="polite">
                    {t('priceWhere', {
                      where: [city.name, ...own].join(', '),
                    })}
                  </p>
                </>
              ) : null}
            </fieldset>
          );
        })}
      </Stack>
    </Panel>
  );
}

export function AddonsSection({ menu, value, onChange }: SectionProps) {
  const t = useT(menuMessages);
  const nameOf = (id: number) => menu.addonProducts.find((a) => a.id === id)?.name ?? `#${id}`;
  const free = menu.addonProducts.filter((a) => !value.addons.some((x) => x.addonProductId === a.id));
  const setRow = (i: number, patch: Partial<TProductWrite['addons'][number]>) =>
    onChange({ ...value, addons: value.addons.map((a, j) => (i === j ? { ...a, ...patch } : a)) });
  return (
    <Panel title={t('sectionAddons')}>
      <Stack>
        {value.addons.length === 0 ? <p className="bo-menu-muted">{t('noAddons')}</p> : null}
        {value.addons.map((a, i) => (
          <div key={a.addonProductId} className="bo-menu-addon">
            <span className="bo-menu-addon__name">{nameOf(a.addonProductId)}</span>
            <TextField
              label={t('freeCount')}
              type="number"
              min={0}
              max={99}
              value={a.freeCount}
              onChange={(e) => setRow(i, { freeCount: intOrNull(e.target.value) ?? 0 })}
            />
            <TextField
              label={t('maxCount')}
              type="number"
              min={0}
              max={99}
              value={a.maxCount}
              onChange={(e) => setRow(i, { maxCount: intOrNull(e.target.value) ?? 0 })}
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('removeAddon', { name: nameOf(a.addonProductId) })}
              onClick={() => onChange({ ...value, addons: value.addons.filter((_, j) => j !== i) })}
            >
              {t('remove')}
            </Button>
          </div>
        ))}
        {free.length ? (
          <Select
            label={t('addAddon')}
            value=""
            onChange={(e) =>
              e.target.value &&
              onChange({
                ...value,
                addons: [
                  ...value.addons,
                  { addonProductId: Number(e.target.value), freeCount: 0, maxCount: 10 },
                ],
              })
            }
          >
            <option value="">—</option>
            {free.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.article})
              </option>
            ))}
          </Select>
        ) : null}
      </Stack>
    </Panel>
  );
}
