/**
 * A dish's option groups in the product editor (issue 19 item 2): groups of choices with their
 * names in every language of the brand, how many a customer chooses (required or not), and each
 * option's extra price, default and linked dish. Checked as it is typed by the same rule the API
 * applies (@food/domain/option-groups); the product editor saves the groups with the dish.
 */
import type { TAdminProductList, TOptionGroupWrite, TOptionWrite, TProductEditor } from '@food/contracts';
import type { GroupProblem } from '@food/domain/option-groups';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { api, query } from '../../api/client';
import { LANGUAGE_NAMES, isLanguage, useLanguage, useT, type Translate } from '../../i18n';
import { Button, Checkbox, TextField } from '../../ui';
import { optionMessages } from './messages';
import {
  moneyText,
  moveItem,
  newGroup,
  newOption,
  parseMoney,
  placeProblems,
  setRequired,
  toggleDefault,
  type PlacedProblems,
} from './option-form';
import './menu-options.css';

type Key = keyof (typeof optionMessages)['en'];

export interface OptionGroupsEditorProps {
  value: TOptionGroupWrite[];
  onChange(next: TOptionGroupWrite[]): void;
  /** the brand's languages; the first is its default unless `defaultLanguage` says otherwise */
  languages: string[];
  retailNetworkId: number;
  disabled?: boolean;
  /** the brand's default language: a name is required in it */
  defaultLanguage?: string;
  /** prices are typed in this currency's major units (UAH by default) */
  currency?: string;
}

const languageName = (l: string) => (isLanguage(l) ? LANGUAGE_NAMES[l] : l.toUpperCase());

/** A name to speak of a group or option by: the interface language's, the default's, any. */
function nameOf(names: Record<string, string>, lang: string, fallback: string): string {
  return (
    (names[lang] ?? '').trim() ||
    (names[fallback] ?? '').trim() ||
    Object.values(names).find((n) => n.trim()) ||
    ''
  );
}

function problemText(
  t: Translate<Key>,
  p: GroupProblem,
  group: TOptionGroupWrite | undefined,
  language: string,
) {
  const defaults = group?.options.filter((o) => o.isDefault).length ?? 0;
  return t(p.code as Key, {
    language: languageName(language),
    min: group?.minChoices ?? 0,
    max: group?.maxChoices ?? 0,
    count: p.code === 'TOO_MANY_DEFAULTS' ? defaults : (group?.options.length ?? 0),
  });
}

export function OptionGroupsEditor({
  value,
  onChange,
  languages,
  retailNetworkId,
  disabled = false,
  defaultLanguage,
  currency = 'UAH',
}: OptionGroupsEditorProps) {
  const t = useT(optionMessages);
  const { language: uiLanguage } = useLanguage();
  const mainLanguage = defaultLanguage ?? languages[0] ?? 'uk';
  const problems = useMemo(() => placeProblems(value, mainLanguage), [value, mainLanguage]);
  const addRef = useRef<HTMLDivElement>(null);

  const setGroup = (index: number, group: TOptionGroupWrite) =>
    onChange(value.map((g, i) => (i === index ? group : g)));
  const removeGroup = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    // the removed group's buttons are gone: keep the keyboard in the section
    addRef.current?.querySelector('button')?.focus();
  };

  return (
    <div className="bo-og">
      <p className="bo-og__intro">{t('intro')}</p>
      {problems.count ? (
        <p className="bo-og__summary" role="status">
          {t('problemsSummary', { count: problems.count })}
        </p>
      ) : null}
      {value.length ? (
        <ol className="bo-og__groups" aria-label={t('groupsLabel')}>
          {value.map((group, gi) => (
            <li key={group.id ?? `new-${gi}`}>
              <GroupFields
                index={gi}
                count={value.length}
                group={group}
                problems={problems}
                languages={languages}
                mainLanguage={mainLanguage}
                uiLanguage={uiLanguage}
                currency={currency}
                retailNetworkId={retailNetworkId}
                disabled={disabled}
                onChange={(next) => setGroup(gi, next)}
                onMove={(step) => onChange(moveItem(value, gi, step))}
                onRemove={() => removeGroup(gi)}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="bo-og__empty">{t('empty')}</p>
      )}
      <div ref={addRef}>
        <Button onClick={() => onChange([...value, newGroup()])} disabled={disabled}>
          {t('addGroup')}
        </Button>
      </div>
    </div>
  );
}

interface GroupFieldsProps {
  index: number;
  count: number;
  group: TOptionGroupWrite;
  problems: PlacedProblems;
  languages: string[];
  mainLanguage: string;
  uiLanguage: string;
  currency: string;
  retailNetworkId: number;
  disabled: boolean;
  onChange(next: TOptionGroupWrite): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

function GroupFields({
  index,
  count,
  group,
  problems,
  languages,
  mainLanguage,
  uiLanguage,
  currency,
  retailNetworkId,
  disabled,
  onChange,
  onMove,
  onRemove,
}: GroupFieldsProps) {
  const t = useT(optionMessages);
  const id = useId();
  const name = nameOf(group.name, uiLanguage, mainLanguage);
  const spoken = name || t('groupTitle', { n: index + 1 });
  const own = problems.groups.get(index) ?? [];
  const setOption = (oi: number, option: TOptionWrite) =>
    onChange({ ...group, options: group.options.map((o, i) => (i === oi ? option : o)) });
  const nameProblem = own.find((p) => p.code === 'NAME_MISSING');
  const choiceProblems = own.filter((p) => p.code !== 'NAME_MISSING');
  const choiceNumber = (text: string) => (/^\d{1,2}$/.test(text) ? Number(text) : NaN);

  return (
    <fieldset className="bo-og-group" aria-describedby={choiceProblems.length ? `${id}-problems` : undefined}>
      <legend className="bo-og-group__legend">
        {name ? t('groupTitleNamed', { n: index + 1, name }) : t('groupTitle', { n: index + 1 })}
      </legend>
      <div className="bo-og-group__actions">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onMove(-1)}
          disabled={disabled || index === 0}
          aria-label={t('moveGroupUpLabel', { name: spoken })}
        >
          {t('moveUp')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onMove(1)}
          disabled={disabled || index === count - 1}
          aria-label={t('moveGroupDownLabel', { name: spoken })}
        >
          {t('moveDown')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('removeGroupLabel', { name: spoken })}
        >
          {t('removeGroup')}
        </Button>
      </div>

      <div className="bo-og__names">
        {languages.map((l) => (
          <TextField
            key={l}
            label={t('groupName', { language: languageName(l) })}
            value={group.name[l] ?? ''}
            maxLength={120}
            lang={l}
            disabled={disabled}
            required={l === mainLanguage}
            error={
              l === mainLanguage && nameProblem ? problemText(t, nameProblem, group, mainLanguage) : undefined
            }
            onChange={(e) => onChange({ ...group, name: { ...group.name, [l]: e.target.value } })}
          />
        ))}
      </div>

      <div className="bo-og__choices">
        <Checkbox
          label={t('required')}
          hint={t('requiredHint')}
          checked={group.minChoices > 0}
          disabled={disabled}
          onChange={(e) => onChange(setRequired(group, e.target.checked))}
        />
        <TextField
          label={t('minChoices')}
          type="number"
          inputMode="numeric"
          min={0}
          max={30}
          className="bo-og__count"
          value={String(group.minChoices)}
          disabled={disabled}
          onChange={(e) => {
            const n = choiceNumber(e.target.value);
            if (!Number.isNaN(n)) onChange({ ...group, minChoices: n });
          }}
        />
        <TextField
          label={t('maxChoices')}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          className="bo-og__count"
          value={String(group.maxChoices)}
          hint={t('choicesHint')}
          disabled={disabled}
          onChange={(e) => {
            const n = choiceNumber(e.target.value);
            if (!Number.isNaN(n)) onChange({ ...group, maxChoices: n });
          }}
        />
      </div>
      {choiceProblems.length ? (
        <ul id={`${id}-problems`} className="bo-og__problems">
          {choiceProblems.map((p, i) => (
            <li key={i}>{problemText(t, p, group, mainLanguage)}</li>
          ))}
        </ul>
      ) : null}

      <ol className="bo-og__options" aria-label={t('optionsLabel', { name: spoken })}>
        {group.options.map((option, oi) => (
          <li key={option.id ?? `new-${oi}`}>
            <OptionFields
              index={oi}
              count={group.options.length}
              group={group}
              option={option}
              problems={problems.options.get(`${index}:${oi}`) ?? []}
              languages={languages}
              mainLanguage={mainLanguage}
              uiLanguage={uiLanguage}
              currency={currency}
              retailNetworkId={retailNetworkId}
              disabled={disabled}
              onChange={(next) => setOption(oi, next)}
              onDefault={(on) => onChange(toggleDefault(group, oi, on))}
              onMove={(step) => onChange({ ...group, options: moveItem(group.options, oi, step) })}
              onRemove={() => onChange({ ...group, options: group.options.filter((_, i) => i !== oi) })}
            />
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        onClick={() => onChange({ ...group, options: [...group.options, newOption()] })}
        disabled={disabled}
      >
        {t('addOption')}
      </Button>
    </fieldset>
  );
}

interface OptionFieldsProps {
  index: number;
  count: number;
  group: TOptionGroupWrite;
  option: TOptionWrite;
  problems: GroupProblem[];
  languages: string[];
  mainLanguage: string;
  uiLanguage: string;
  currency: string;
  retailNetworkId: number;
  disabled: boolean;
  onChange(next: TOptionWrite): void;
  onDefault(on: boolean): void;
  onMove(step: -1 | 1): void;
  onRemove(): void;
}

function OptionFields({
  index,
  count,
  group,
  option,
  problems,
  languages,
  mainLanguage,
  uiLanguage,
  currency,
  retailNetworkId,
  disabled,
  onChange,
  onDefault,
  onMove,
  onRemove,
}: OptionFieldsProps) {
  const t = useT(optionMessages);
  const name = nameOf(option.name, uiLanguage, mainLanguage);
  const spoken = name || t('optionTitle', { n: index + 1 });
  const nameProblem = problems.find((p) => p.code === 'NAME_MISSING');
  const others = problems.filter((p) => p.code !== 'NAME_MISSING' && p.code !== 'BAD_PRICE');

  return (
    <div className="bo-og-option">
      <div className="bo-og__names">
        {languages.map((l) => (
          <TextField
            key={l}
            label={t('optionName', { language: languageName(l) })}
            value={option.name[l] ?? ''}
            maxLength={120}
            lang={l}
            disabled={disabled}
            required={l === mainLanguage}
            error={
              l === mainLanguage && nameProblem ? problemText(t, nameProblem, group, mainLanguage) : undefined
            }
            onChange={(e) => onChange({ ...option, name: { ...option.name, [l]: e.target.value } })}
          />
        ))}
      </div>
      <div className="bo-og-option__row">
        <PriceField
          value={option.price}
          currency={currency}
          disabled={disabled}
          onChange={(price) => onChange({ ...option, price })}
        />
        <Checkbox
          label={t('isDefault')}
          checked={option.isDefault}
          disabled={disabled}
          onChange={(e) => onDefault(e.target.checked)}
        />
        <DishLink
          linkedProductId={option.linkedProductId}
          optionName={spoken}
          retailNetworkId={retailNetworkId}
          disabled={disabled}
          onChange={(linkedProductId) => onChange({ ...option, linkedProductId })}
        />
        <div className="bo-og-option__actions">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onMove(-1)}
            disabled={disabled || index === 0}
            aria-label={t('moveOptionUpLabel', { name: spoken })}
          >
            {t('moveUp')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onMove(1)}
            disabled={disabled || index === count - 1}
            aria-label={t('moveOptionDownLabel', { name: spoken })}
          >
            {t('moveDown')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('removeOptionLabel', { name: spoken })}
          >
            {t('removeOption')}
          </Button>
        </div>
      </div>
      {others.length ? (
        <ul className="bo-og__problems">
          {others.map((p, i) => (
            <li key={i}>{problemText(t, p, group, mainLanguage)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The extra price typed in major units; the form holds minor units, changed only by a valid amount. */
function PriceField({
  value,
  currency,
  disabled,
  onChange,
}: {
  value: number;
  currency: string;
  disabled: boolean;
  onChange(minor: number): void;
}) {
  const t = useT(optionMessages);
  const [text, setText] = useState(() => moneyText(value, currency));
  // the form's value changed from outside (a move, a restored version): show it
  useEffect(() => {
    setText((current) => (parseMoney(current, currency) === value ? current : moneyText(value, currency)));
  }, [value, currency]);
  const parsed = parseMoney(text, currency);
  return (
    <TextField
      label={`${t('price')}, ${currency}`}
      className="bo-og__price"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      disabled={disabled}
      hint={parsed === null ? undefined : t('priceHint')}
      error={parsed === null ? t('priceInvalid') : undefined}
      onChange={(e) => {
        setText(e.target.value);
        const minor = parseMoney(e.target.value, currency);
        if (minor !== null && minor !== value) onChange(minor);
      }}
      onBlur={() => {
        if (parsed !== null) setText(moneyText(parsed, currency));
      }}
    />
  );
}

/** Names of linked dishes, read once per page (the editor view of the product). */
const dishNames = new Map<number, Promise<TProductEditor | null>>();
function readDish(id: number): Promise<TProductEditor | null> {
  let found = dishNames.get(id);
  if (!found) {
    found = api.get<TProductEditor>(`/products/${id}`).catch(() => {
      dishNames.delete(id);
      return null;
    });
    dishNames.set(id, found);
  }
  return found;
}

function useDishName(id: number | null, language: string, fallback: string): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    void readDish(id).then((dish) => {
      if (!live) return;
      const tr = dish?.translations as Record<string, { name?: string }> | undefined;
      setName(tr?.[language]?.name || tr?.[fallback]?.name || (dish ? dish.article : null));
    });
    return () => {
      live = false;
    };
  }, [id, language, fallback]);
  return id === null ? null : (name ?? `#${id}`);
}

function DishLink({
  linkedProductId,
  optionName,
  retailNetworkId,
  disabled,
  onChange,
}: {
  linkedProductId: number | null;
  optionName: string;
  retailNetworkId: number;
  disabled: boolean;
  onChange(id: number | null): void;
}) {
  const t = useT(optionMessages);
  const { language } = useLanguage();
  const [searching, setSearching] = useState(false);
  const linkButton = useRef<HTMLDivElement>(null);
  const dish = useDishName(linkedProductId, language, language);
  const close = () => {
    setSearching(false);
    // back to where the search was opened from
    requestAnimationFrame(() => linkButton.current?.querySelector('button')?.focus());
  };
  return (
    <div className="bo-og-dish">
      <p className="bo-og-dish__state">
        <span className="bo-field__label">{t('linked')}</span>{' '}
        {dish ? t('linkedDish', { name: dish }) : <span className="bo-og__muted">{t('linkedNone')}</span>}
      </p>
      <div className="bo-og-dish__actions" ref={linkButton}>
        <Button
          size="sm"
          onClick={() => setSearching(true)}
          disabled={disabled || searching}
          aria-label={t('linkDishLabel', { name: optionName })}
          aria-expanded={searching}
        >
          {t('linkDish')}
        </Button>
        {linkedProductId !== null ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('unlinkLabel', { dish: dish ?? '', name: optionName })}
          >
            {t('unlink')}
          </Button>
        ) : null}
      </div>
      {searching ? (
        <DishSearch
          retailNetworkId={retailNetworkId}
          onPick={(id) => {
            onChange(id);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

function DishSearch({
  retailNetworkId,
  onPick,
  onClose,
}: {
  retailNetworkId: number;
  onPick(id: number): void;
  onClose(): void;
}) {
  const t = useT(optionMessages);
  const { language } = useLanguage();
  const [q, setQ] = useState('');
  const [rows, setRows] = useState<TAdminProductList['data'] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const text = q.trim();
    if (!text) {
      setRows(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      api
        .get<TAdminProductList>(
          `/products${query({ retailNetworkId, q: text, page: 1, size: 10, lang: language })}`,
        )
        .then((list) => {
          if (!live) return;
          setFailed(false);
          setRows(list.data.filter((p) => !p.isArchived && !p.isAddon));
        })
        .catch(() => {
          if (live) setFailed(true);
        });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, retailNetworkId, language]);
  return (
    <div
      className="bo-og-search"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <TextField
        label={t('searchDish')}
        hint={t('searchDishHint')}
        type="search"
        autoFocus
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <p className="bo-og__muted" role="status">
        {failed
          ? t('searchFailed')
          : rows === null
            ? ''
            : rows.length
              ? t('searchResults', { count: rows.length })
              : t('noResults', { q: q.trim() })}
      </p>
      {rows?.length ? (
        <ul className="bo-og-search__results">
          {rows.map((p) => (
            <li key={p.id}>
              <span>
                {p.name} <span className="bo-og__muted">{p.article}</span>
              </span>
              <Button
                size="sm"
                onClick={() => onPick(p.id)}
                aria-label={t('pickDishLabel', { name: p.name })}
              >
                {t('pickDish')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onClose}>
        {t('closeSearch')}
      </Button>
    </div>
  );
}
