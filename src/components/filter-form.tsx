// A row of labelled filter fields above a list (a search landmark), wrapping on narrow screens, and
// DraftForm: fields held as a draft of the address and applied together.
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useAddressDraft } from '../lib/use-address-draft';
import './filter-form.css';

export function FilterForm({
  label,
  onSubmit,
  children,
}: {
  /** The landmark's name, e.g. "Filter products". */
  label: string;
  /** Leave out for fields that apply as they change. */
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form className="filter-form" role="search" aria-label={label} onSubmit={submit}>
      {children}
    </form>
  );
}

/** What stops the form from applying, said under its fields (nothing when there is none). */
export function FormProblem({ problem, id }: { problem: string | null; id?: string }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="filter-form__hint filter-form__error">
      {problem}
    </p>
  );
}

export interface DraftField {
  label: string;
  /** The value in the address; '' for none. */
  value: string;
  name?: string;
  placeholder?: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * Text or date fields applied together on submit. They follow the address (back, forward, clear)
 * except while the person is editing them: a list still loading must not wipe what they typed.
 */
export function DraftForm({
  label,
  fields,
  submitLabel,
  check,
  onApply,
  reset,
  extra,
  hint,
}: {
  /** The form's landmark name, e.g. "Find sections". */
  label: string;
  fields: readonly DraftField[];
  submitLabel: string;
  /** A sentence saying what is wrong with the typed values (trimmed), or null to apply them. */
  check?: (values: string[]) => string | null;
  /** Gets the values in the fields' order (trimmed, '' for an empty field). */
  onApply: (values: string[]) => void;
  /** A button applying other values at once (clear, the default dates); none when false. */
  reset?: { label: string; values: string[] } | false;
  /** After the submit button (quick picks, hidden fields); `applyNow` applies values at once. */
  extra?: (applyNow: (values: string[]) => void) => ReactNode;
  hint?: string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const { draft, edit, applied } = useAddressDraft(
    fields.map((field) => field.value),
    { onFollow: () => setProblem(null) },
  );
  const applyNow = (values: string[]) => {
    setProblem(null);
    applied();
    onApply(values);
  };
  const submit = () => {
    const values = draft.map((value) => value.trim());
    const said = check?.(values) ?? null;
    if (said === null) applyNow(values);
    else setProblem(said);
  };
  return (
    <FilterForm label={label} onSubmit={submit}>
      {fields.map((field, index) => (
        <label key={field.label}>
          <span>{field.label}</span>
          <input
            name={field.name}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            placeholder={field.placeholder}
            value={draft[index]}
            onChange={(event) => {
              const value = event.target.value;
              edit((was) => was.map((old, i) => (i === index ? value : old)));
            }}
          />
        </label>
      ))}
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
      {extra?.(applyNow)}
      {reset && (
        <button type="button" className="button" onClick={() => applyNow(reset.values)}>
          {reset.label}
        </button>
      )}
      <FormProblem problem={problem} />
      {hint && <p className="filter-form__hint">{hint}</p>}
    </FilterForm>
  );
}
