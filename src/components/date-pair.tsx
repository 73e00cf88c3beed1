// A pair of date filters (any list's) (from, to) with quick picks that set both ends, and a note under a field
// whose date the browser's input cannot read (it then reports an empty value: never drop it silently).
import { useId } from 'react';
import { useToday } from '../lib/use-today';
import { DateShortcuts } from './date-shortcuts';
import './date-pair.css';

export interface DateField {
  name: string;
  label: string;
  value: string;
  /** Why the field cannot be used as typed; null when it can. */
  note: string | null;
}

export function DatePair({
  title,
  from,
  to,
  onChange,
  inputRef,
}: {
  /** "Created", "Due": names the quick-pick menu. */
  title: string;
  from: DateField;
  to: DateField;
  /** `badInput`: the browser holds a date it cannot read (its value is then ''). */
  onChange: (name: string, value: string, badInput: boolean) => void;
  inputRef: (name: string, input: HTMLInputElement | null) => void;
}) {
  const today = useToday();
  return (
    <fieldset className="date-pair">
      <legend className="visually-hidden">{title} dates</legend>
      {[from, to].map((field) => (
        <DateInput key={field.name} field={field} onChange={onChange} inputRef={inputRef} />
      ))}
      <DateShortcuts
        className="invoice-filters__field invoice-filters__pick"
        title={title}
        today={today}
        onPick={(start, end) => {
          onChange(from.name, start, false);
          onChange(to.name, end, false);
        }}
      />
    </fieldset>
  );
}

function DateInput({
  field,
  onChange,
  inputRef,
}: {
  field: DateField;
  onChange: (name: string, value: string, badInput: boolean) => void;
  inputRef: (name: string, input: HTMLInputElement | null) => void;
}) {
  const noteId = useId();
  // The input event fires while a date is typed; a date that cannot be read keeps the value ''.
  const report = (input: HTMLInputElement) =>
    onChange(field.name, input.value, input.validity.badInput);
  return (
    <div className="invoice-filters__field">
      <label>
        {field.label}
        <input
          ref={(input) => inputRef(field.name, input)}
          name={field.name}
          type="date"
          value={field.value}
          aria-invalid={field.note ? true : undefined}
          aria-describedby={field.note ? noteId : undefined}
          onChange={(event) => report(event.currentTarget)}
          onInput={(event) => report(event.currentTarget)}
          onBlur={(event) => report(event.currentTarget)}
        />
      </label>
      {field.note && (
        <p id={noteId} className="date-pair__note">
          {field.note}
        </p>
      )}
    </div>
  );
}
