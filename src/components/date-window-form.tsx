// Two date fields applied together (a window `from`–`to`), filled with the defaults the URL leaves
// out, with the quick picks beside them.
import { useToday } from '../lib/use-today';
import { DateShortcuts } from './date-shortcuts';
import { DraftForm } from './filter-form';

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
  const today = useToday();
  const isDefault = fields.every((f) => value[f.name] === defaults[f.name]);
  return (
    <DraftForm
      label={label}
      fields={fields.map((f) => ({ ...f, value: value[f.name], type: 'date' }))}
      submitLabel="Apply"
      check={(dates) =>
        dates.some((date) => !date)
          ? 'Both dates are needed (a date the field cannot read counts as none).'
          : null
      }
      onApply={(dates) =>
        onApply(
          Object.fromEntries(
            // A default date is left out of the URL, as is none (the reset's '').
            fields.map((f, i) => [
              f.name,
              (dates[i] !== defaults[f.name] && dates[i]) || undefined,
            ]),
          ) as Partial<Record<Name, string>>,
        )
      }
      // A shortcut applies at once: one choice shows its dates.
      extra={(applyNow) => (
        <DateShortcuts title="Dates" today={today} onPick={(from, to) => applyNow([from, to])} />
      )}
      reset={!isDefault && { label: resetLabel, values: ['', ''] }}
    />
  );
}
