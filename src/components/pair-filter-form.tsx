// A filter bar of two text fields applied together on submit, with a button to clear both (the
// sections lookup and the users' exact filters). The fields follow the address (back, forward,
// clear), except while the person is typing: a search still loading must not wipe what they typed.
import { useState, type InputHTMLAttributes } from 'react';
import { FilterForm } from './filter-form';

export interface PairField {
  label: string;
  /** The value in the address; '' for none. */
  value: string;
  placeholder?: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

export type Pair = readonly [string, string];

export function PairFilterForm({
  label,
  fields,
  submitLabel,
  clearLabel,
  check,
  onApply,
  hint,
}: {
  /** The form's landmark name, e.g. "Find sections". */
  label: string;
  fields: readonly [PairField, PairField];
  submitLabel: string;
  /** Shown only while a filter is set. */
  clearLabel: string;
  /** A sentence saying what is wrong with the typed values (trimmed), or null to apply them. */
  check?: (values: Pair) => string | null;
  /** Gets the trimmed values, '' for an empty field; ['', ''] from the clear button. */
  onApply: (values: Pair) => void;
  hint: string;
}) {
  const given: Pair = [fields[0].value, fields[1].value];
  const [values, setValues] = useState<Pair>(given);
  const [typed, setTyped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [address, setAddress] = useState<Pair>(given);
  if (address[0] !== given[0] || address[1] !== given[1]) {
    // The address changed (a search landed, back or forward): take it, unless typing since.
    setAddress(given);
    if (!typed) {
      setValues(given);
      setError(null);
    }
  }
  const filtered = fields[0].value !== '' || fields[1].value !== '';

  const apply = () => {
    const trimmed: Pair = [values[0].trim(), values[1].trim()];
    const problem = check?.(trimmed) ?? null;
    setError(problem);
    if (problem !== null) return;
    setTyped(false);
    onApply(trimmed);
  };

  return (
    <FilterForm label={label} onSubmit={apply}>
      {fields.map((field, index) => (
        <label key={field.label}>
          <span>{field.label}</span>
          <input
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            value={values[index]}
            placeholder={field.placeholder}
            onChange={(e) => {
              setTyped(true);
              setValues(index === 0 ? [e.target.value, values[1]] : [values[0], e.target.value]);
            }}
          />
        </label>
      ))}
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
      {filtered && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setTyped(false);
            onApply(['', '']);
          }}
        >
          {clearLabel}
        </button>
      )}
      {error && (
        <p role="alert" className="filter-form__hint filter-form__error">
          {error}
        </p>
      )}
      <p className="filter-form__hint">{hint}</p>
    </FilterForm>
  );
}
