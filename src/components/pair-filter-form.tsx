// A filter bar of two text fields applied together on submit, with a button to clear both (the
// sections lookup and the users' exact filters).
import { DraftForm, type DraftField } from './filter-form';

export type Pair = readonly [string, string];

export function PairFilterForm({
  fields,
  clearLabel,
  check,
  onApply,
  ...rest
}: {
  /** The form's landmark name, e.g. "Find sections". */
  label: string;
  fields: readonly [DraftField, DraftField];
  submitLabel: string;
  /** Shown only while a filter is set. */
  clearLabel: string;
  /** A sentence saying what is wrong with the typed values (trimmed), or null to apply them. */
  check?: (values: Pair) => string | null;
  /** Gets the trimmed values, '' for an empty field; ['', ''] from the clear button. */
  onApply: (values: Pair) => void;
  hint: string;
}) {
  const filtered = fields.some((field) => field.value !== '');
  return (
    <DraftForm
      {...rest}
      fields={fields}
      check={check && ((values) => check(values as unknown as Pair))}
      onApply={(values) => onApply(values as unknown as Pair)}
      reset={filtered && { label: clearLabel, values: ['', ''] }}
    />
  );
}
