// A row of labelled filter fields above a list (a search landmark), wrapping on narrow screens.
import type { FormEvent, ReactNode } from 'react';
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
