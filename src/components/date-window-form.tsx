// Two date fields applied together (a from/to window), filled with the defaults the URL leaves out.
// Remount it with `key` = the window, so back and forward refill the fields.
import { useState } from 'react';
import { FilterForm } from './filter-form';

export interface WindowField {
  /** The parameter's name in the URL. */
  name: string;
  label: string;
}

type Dates = Readonly<Record<string, string>>;

export function DateWindowForm({
  label,
  fields,
  value,
  defaults,
  onApply,
}: {
  /** The form landmark's name, e.g. "Dates shown". */
  label: string;
  fields: readonly [WindowField, WindowField];
  value: Dates;
  defaults: Dates;
  /** Gets each date, undefined where it equals its default (left out of the URL). */
  onApply: (next: Record<string, string | undefined>) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    if (fields.some((f) => !draft[f.name])) {
      setProblem('Both dates are needed (a date the field cannot read counts as none).');
      return;
    }
    setProblem(null);
    onApply(
      Object.fromEntries(
        fields.map((f) => [f.name, draft[f.name] === defaults[f.name] ? undefined : draft[f.name]]),
      ),
    );
  };
  const isDefault = fields.every((f) => value[f.name] === defaults[f.name]);
  return (
    <FilterForm label={label} onSubmit={apply}>
      {fields.map((f) => (
        <label key={f.name}>
          <span>{f.label}</span>
          <input
            type="date"
            name={f.name}
            value={draft[f.name] ?? ''}
            onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
          />
        </label>
      ))}
      <button type="submit" className="button button--primary">
        Apply
      </button>
      {!isDefault && (
        <button
          type="button"
          className="button"
          onClick={() => onApply(Object.fromEntries(fields.map((f) => [f.name, undefined])))}
        >
          Default dates
        </button>
      )}
      {problem && (
        <p className="filter-form__hint filter-form__error" role="alert">
          {problem}
        </p>
      )}
    </FilterForm>
  );
}
