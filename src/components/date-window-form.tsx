// Two date fields applied together (a window `from`–`to`), filled with the defaults the URL leaves
// out. The fields follow the address (back, forward, default dates) except while being edited.
import { useState } from 'react';
import { useAddressDraft } from '../lib/use-address-draft';
import { useToday } from '../lib/use-today';
import { DateShortcuts } from './date-shortcuts';
import { FilterForm, FormProblem } from './filter-form';

/** A date field: its name in the URL and its label. */
type DateField<Name extends string> = { name: Name; label: string };

/** The fields by default: `from` and `to`. */
const FROM_TO = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

export function DateWindowForm<Name extends string = (typeof FROM_TO)[number]['name']>({
  label,
  fields = FROM_TO as unknown as readonly [DateField<Name>, DateField<Name>],
  value,
  defaults,
  onApply,
  resetLabel = 'Default dates',
}: {
  /** The form landmark's name, e.g. "Dates shown". */
  label: string;
  /** The start and end of the window (`from` and `to` by default). */
  fields?: readonly [DateField<Name>, DateField<Name>];
  value: Readonly<Record<Name, string>>;
  defaults: Readonly<Record<Name, string>>;
  /** Gets each date, undefined where it equals its default (left out of the URL). */
  onApply: (next: Partial<Record<Name, string>>) => void;
  /** The button that goes back to the defaults, shown when the window is not theirs. */
  resetLabel?: string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const each = (date: (name: Name) => string | undefined) =>
    Object.fromEntries(fields.map((f) => [f.name, date(f.name)])) as Record<Name, string>;
  const { draft, field, applied } = useAddressDraft(
    each((name) => value[name]),
    { onFollow: () => setProblem(null) },
  );
  const apply = () => {
    if (fields.some((f) => !draft[f.name])) {
      setProblem('Both dates are needed (a date the field cannot read counts as none).');
      return;
    }
    setProblem(null);
    applied();
    onApply(each((name) => (draft[name] === defaults[name] ? undefined : draft[name])));
  };
  const isDefault = fields.every((f) => value[f.name] === defaults[f.name]);
  const today = useToday();
  // A shortcut applies at once: one choice shows its dates.
  const pick = (from: string, to: string) => {
    setProblem(null);
    applied();
    const [start, end] = [fields[0].name, fields[1].name];
    onApply({
      [start]: from === defaults[start] ? undefined : from,
      [end]: to === defaults[end] ? undefined : to,
    } as Partial<Record<Name, string>>);
  };
  return (
    <FilterForm label={label} onSubmit={apply}>
      {fields.map((f) => (
        <label key={f.name}>
          <span>{f.label}</span>
          <input type="date" name={f.name} {...field(f.name)} />
        </label>
      ))}
      <button type="submit" className="button button--primary">
        Apply
      </button>
      <DateShortcuts title="Dates" today={today} onPick={pick} />
      {!isDefault && (
        <button
          type="button"
          className="button"
          onClick={() => {
            applied();
            onApply(each(() => undefined));
          }}
        >
          {resetLabel}
        </button>
      )}
      <FormProblem problem={problem} />
    </FilterForm>
  );
}
