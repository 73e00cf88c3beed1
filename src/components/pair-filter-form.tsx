// A filter bar of two text fields applied together on submit, with a button to clear both (the
// sections lookup and the users' exact filters). The fields follow the address (back, forward,
// clear), except while the person is typing: a search still loading must not wipe what they typed.
import { useState, type InputHTMLAttributes } from 'react';
import { useAddressDraft } from '../lib/use-address-draft';
import { FilterForm, FormProblem } from './filter-form';

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
  const [error, setError] = useState<string | null>(null);
  const {
    draft: values,
    edit,
    applied,
  } = useAddressDraft<Pair>([fields[0].value, fields[1].value], { onFollow: () => setError(null) });
  const filtered = fields[0].value !== '' || fields[1].value !== '';

  const apply = () => {
    const trimmed: Pair = [values[0].trim(), values[1].trim()];
    const problem = check?.(trimmed) ?? null;
    setError(problem);
    if (problem !== null) return;
    applied();
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
              const value = e.target.value;
              edit((was) => (index === 0 ? [value, was[1]] : [was[0], value]));
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
            applied();
            onApply(['', '']);
          }}
        >
          {clearLabel}
        </button>
      )}
      <FormProblem problem={error} />
      <p className="filter-form__hint">{hint}</p>
    </FilterForm>
  );
}
