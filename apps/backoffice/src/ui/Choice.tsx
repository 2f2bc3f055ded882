import { useId, type ReactNode } from 'react';

export interface ChoiceOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

/**
 * A row of toggle buttons for a few presets (preparation minutes, reasons): a radio group the
 * keyboard walks with Tab, each a large target with its state in `aria-pressed`.
 */
export function Choice<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  hideLegend,
}: {
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  hideLegend?: boolean;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="bo-choice">
      <span id={id} className={hideLegend ? 'bo-visually-hidden' : 'bo-field__label'}>
        {legend}
      </span>
      <div className="bo-choice__options">
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            className="bo-choice__option"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
