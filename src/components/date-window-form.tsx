// Two date fields applied together (a window `from`–`to`), filled with the defaults the URL leaves
// out. The fields follow the address (back, forward, default dates) except while being edited.
import { useState } from 'react';
import { useAddressDraft } from '../lib/use-address-draft';
import { FilterForm } from './filter-form';

/** The window's two dates, by their names in the URL. */
const FIELDS = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

type Dates = Readonly<Record<(typeof FIELDS)[number]['name'], string>>;

export function DateWindowForm({
  label,
  value,
  defaults,
  onApply,
}: {
  /** The form landmark's name, e.g. "Dates shown". */
  label: string;
  value: Dates;
  defaults: Dates;
  /** Gets each date, undefined where it equals its default (left out of the URL). */
  onApply: (next: Partial<Dates>) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const { draft, edit, applied } = useAddressDraft<Dates>(
    { from: value.from, to: value.to },
    { onFollow: () => setProblem(null) },
  );
  const apply = () => {
    if (FIELDS.some((f) => !draft[f.name])) {
      setProblem('Both dates are needed (a date the field cannot read counts as none).');
      return;
    }
    setProblem(null);
    applied();
    const given = (name: keyof Dates) => (draft[name] === defaults[name] ? undefined : draft[name]);
    onApply({ from: given('from'), to: given('to') });
  };
  const isDefault = FIELDS.every((f) => value[f.name] === defaults[f.name]);
  return (
    <FilterForm label={label} onSubmit={apply}>
      {FIELDS.map((f) => (
        <label key={f.name}>
          <span>{f.label}</span>
          <input
            type="date"
            name={f.name}
            value={draft[f.name]}
            onChange={(e) => {
              const date = e.target.value;
              edit((was) => ({ ...was, [f.name]: date }));
            }}
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
          onClick={() => {
            applied();
            onApply({ from: undefined, to: undefined });
          }}
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
