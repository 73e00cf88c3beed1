// One day's field for a view "as of" a day (pacing, lapsed and new advertisers): it follows the
// address except while being edited, and without script it is a plain GET form that keeps the
// page's other parameters (`keep`) as hidden fields.
import { DraftForm } from './filter-form';

export function DayForm(props: {
  /** The landmark's name. */
  label: string;
  fieldLabel: string;
  /** The day shown (the answer's, so the default day is filled in too). */
  asOf: string;
  keep: Record<string, string>;
  onApply: (asOf: string) => void;
}) {
  return (
    <DraftForm
      label={props.label}
      fields={[{ label: props.fieldLabel, value: props.asOf, name: 'as_of', type: 'date' }]}
      submitLabel="Show"
      onApply={([asOf]) => props.onApply(asOf!)}
      extra={() =>
        Object.entries(props.keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))
      }
    />
  );
}
