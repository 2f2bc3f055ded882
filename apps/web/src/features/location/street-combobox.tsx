'use client';

import type { TAddressSuggestion } from '@food/contracts';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Where } from './address-lookup';
import styles from './street-combobox.module.css';
import { useAddressSuggestions } from './use-address-suggestions';

/** The class of the element holding the street field and its list (the list is placed under it). */
export const streetComboClass = styles.combo;

/**
 * The street field as a combobox (checkout's and the account's address forms): suggestions while
 * it is focused, arrows to move, Enter to take one, Escape to close. `inputProps` go on the
 * street's input; `onTyped` is called as the customer types.
 */
export function useStreetCombobox({
  where,
  street,
  listId,
  onChoose,
}: {
  where: Where;
  street: string;
  listId: string;
  onChoose: (suggestion: TAddressSuggestion) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useAddressSuggestions(where, street, isOpen);

  const choose = (s: TAddressSuggestion) => {
    onChoose(s);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(suggestions[active]!);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  const isExpanded = isOpen && suggestions.length > 0;

  return {
    suggestions,
    active,
    isExpanded,
    choose,
    onTyped: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      autoComplete: 'off',
      role: 'combobox',
      'aria-expanded': isExpanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': isExpanded && active >= 0 ? `${listId}-${active}` : undefined,
      onKeyDown,
      onFocus: () => setOpen(true),
      // after a tap on a suggestion has been taken
      onBlur: () => setTimeout(() => setOpen(false), 150),
    } as const,
  };
}

export type StreetCombobox = ReturnType<typeof useStreetCombobox>;

/** The listbox of a street combobox's suggestions, each with a pin. */
export function StreetSuggestionList({
  combo,
  listId,
  label,
  icon,
  testId,
}: {
  combo: StreetCombobox;
  listId: string;
  label: string;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      className={styles.suggestions}
      hidden={!combo.isExpanded}
    >
      {combo.suggestions.map((s, i) => (
        <li
          key={`${s.street}-${s.house ?? ''}-${i}`}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === combo.active}
          className={styles.suggestion}
          data-testid={testId}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => combo.choose(s)}
        >
          {icon}
          <span>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}
