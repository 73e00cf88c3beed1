// One day's field for a view "as of" a day (pacing, lapsed and new advertisers): it follows the
// address except while being edited, and without script it is a plain GET form that keeps the
// page's other parameters (`keep`) as hidden fields.
import { useAddressDraft } from '../lib/use-address-draft';
import { FilterForm } from './filter-form';
import './day-form.css';

export function DayForm(props: {
  /** The landmark's name. */
  label: string;
  fieldLabel: string;
  /** The day shown (the answer's, so the default day is filled in too). */
  asOf: string;
  keep: Record<string, string>;
  onApply: (asOf: string) => void;
}) {
  const { draft, edit, applied } = useAddressDraft({ asOf: props.asOf });
  return (
    <FilterForm
      label={props.label}
      onSubmit={() => {
        applied();
        props.onApply(draft.asOf);
      }}
    >
      <label className="day-form__field">
        <span>{props.fieldLabel}</span>
        <input
          type="date"
          name="as_of"
          value={draft.asOf}
          onChange={(event) => edit(() => ({ asOf: event.target.value }))}
        />
      </label>
      {Object.entries(props.keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="day-form__submit">
        <button type="submit" className="button button--primary">
          Show
        </button>
      </p>
    </FilterForm>
  );
}
