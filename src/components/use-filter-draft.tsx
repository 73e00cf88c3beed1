// The filter form of a list paged by the API (contracts, invoices): its fields held as text while
// they are edited, an advertiser chosen by name or number, pairs of dates with quick picks, and
// Apply that reads the draft like a URL and stops at the first field it cannot use, said there.
// The fields follow the address (back, forward, clear) except while the person is editing them.
import { useId, useRef, useState } from 'react';
import { formatParam, type ParamValue } from '../lib/list-read';
import { useAddressDraft } from '../lib/use-address-draft';
import { AdvertiserCombobox } from './advertiser-combobox';
import { DatePair, type DateField } from './date-pair';
import { FormProblem } from './filter-form';
import { Options } from './options';

export const UNREADABLE_DATE =
  'This date cannot be read (a year of four digits, e.g. 2026-03-31): correct or clear it.';

/** The fields' text from the list's values (blank for unset). */
export function draftOf<N extends string>(
  names: readonly N[],
  values: Partial<Record<N, ParamValue | undefined>>,
): Record<N, string> {
  const text = (value: ParamValue | undefined) => (value === undefined ? '' : formatParam(value));
  return Object.fromEntries(names.map((name) => [name, text(values[name])])) as Record<N, string>;
}

/**
 * The date fields that cannot be used, with the note for each: the input reports bad input (its
 * value is then ''), or text was typed that the parse left out (a five-digit year).
 */
export function unreadableDates(
  names: readonly string[],
  draft: Readonly<Record<string, string>>,
  parsed: Readonly<Record<string, unknown>>,
  inputs: ReadonlyMap<string, HTMLInputElement>,
): Record<string, string> {
  const notes: Record<string, string> = {};
  for (const name of names) {
    const unreadable = inputs.get(name)?.validity.badInput === true;
    const dropped = (draft[name] ?? '') !== '' && parsed[name] === undefined;
    if (unreadable || dropped) notes[name] = UNREADABLE_DATE;
  }
  return notes;
}

type FieldSpec = { name: string; label: string };
export type DatePairSpec = { title: string; from: FieldSpec; to: FieldSpec };

/** The dates `${prefix}_after` and `${prefix}_before`, labelled "`title` from" and "`title` to". */
export function datePair(title: string, prefix: string): DatePairSpec {
  return {
    title,
    from: { name: `${prefix}_after`, label: `${title} from` },
    to: { name: `${prefix}_before`, label: `${title} to` },
  };
}

/** A list's filter form: the fields it holds as text, its date pairs, the list's own parse. */
export interface FilterFormSpec<Name extends string, Values> {
  names: readonly Name[];
  datePairs: readonly DatePairSpec[];
  parse: (search: URLSearchParams) => { values: Values };
}

export function useFilterDraft<Name extends string, Values>(
  { names, datePairs, parse }: FilterFormSpec<Name, Values>,
  /** The list's values now (the URL's): the fields start from them. */
  state: Partial<Record<Name, ParamValue | undefined>> & { advertiser_id?: number },
) {
  const [dateNotes, setDateNotes] = useState<Record<string, string>>({});
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const address = useAddressDraft(draftOf(names, state), {
    onFollow: () => {
      setDateNotes({});
      setProblem(null);
    },
  });
  const { draft, edit: setDraft, applied } = address;
  const dateNames = datePairs.flatMap((pair) => [pair.from.name, pair.to.name]);
  const text = draft as Record<string, string>;

  /** The form's submit: the draft's values to `apply`, or else what stops them said at the field. */
  const submit = (apply: (values: Values) => void) => () => {
    // The combobox gives a number, or the text typed when it names no one advertiser.
    const advertiser = text.advertiser_id ?? '';
    if (advertiser !== '' && !/^\d+$/.test(advertiser)) {
      setProblem('Choose an advertiser from the list of names, or type their number.');
      return;
    }
    setProblem(null);
    const parsed = parse(new URLSearchParams(text));
    // A date the browser cannot read arrives as '' (badInput); one it reads but the API could not
    // (a five-digit year) would be left out by the parse. Either is said at its field, not dropped.
    const notes = unreadableDates(
      dateNames,
      text,
      parsed.values as Record<string, unknown>,
      inputs.current,
    );
    setDateNotes(notes);
    const first = dateNames.find((name) => notes[name]);
    if (first) {
      inputs.current.get(first)?.focus();
      return;
    }
    applied();
    apply(parsed.values);
  };

  const field = (spec: FieldSpec): DateField => ({
    ...spec,
    value: text[spec.name] ?? '',
    note: dateNotes[spec.name] ?? null,
  });
  const dateFields = datePairs.map((pair) => (
    <DatePair
      key={pair.title}
      title={pair.title}
      from={field(pair.from)}
      to={field(pair.to)}
      onChange={(name, value, badInput) => {
        setDraft((was) => ({ ...was, [name]: value }));
        setDateNotes(({ [name]: _, ...rest }) =>
          badInput ? { ...rest, [name]: UNREADABLE_DATE } : rest,
        );
      }}
      inputRef={(name, input) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      }}
    />
  ));
  // The combobox holds the text typed; it is made again each time the draft takes the address.
  const advertiser = text.advertiser_id ?? '';
  const advertiserField = (className?: string) => (
    <AdvertiserCombobox
      key={address.generation}
      label="Advertiser"
      value={/^\d+$/.test(advertiser) ? Number(advertiser) : undefined}
      onChange={(value) => setDraft((was) => ({ ...was, advertiser_id: value }))}
      className={className}
      invalid={problem !== null}
      describedBy={problem ? problemId : undefined}
    />
  );
  const problemNote = <FormProblem id={problemId} problem={problem} />;
  /** A number field: a record's number (`whole`), or an amount to the cent. */
  const numberField = (
    { name, label, whole = false }: FieldSpec & { whole?: boolean },
    className?: string,
  ) => (
    <label key={name} className={className}>
      {label}
      <input
        name={name}
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        min={whole ? 1 : undefined}
        step={whole ? 1 : 0.01}
        {...address.field(name as Name)}
      />
    </label>
  );
  /** A choice of one value, or "Any" (''). */
  const selectField = (
    { name, label, choices }: FieldSpec & { choices: readonly { value: string; label: string }[] },
    className?: string,
  ) => (
    <label className={className}>
      {label}
      <select name={name} {...address.field(name as Name)}>
        <option value="">Any</option>
        <Options items={choices.map(({ value, label }) => ({ id: value, name: label }))} />
      </select>
    </label>
  );
  /** Apply and Clear all; after Clear all the fields take the address again when it changes. */
  const actions = (props: { className: string; onClear: () => void; canClear: boolean }) => (
    <div className={props.className}>
      <button type="submit" className="button button--primary">
        Apply filters
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          applied();
          props.onClear();
        }}
        disabled={!props.canClear}
      >
        Clear all
      </button>
    </div>
  );
  return {
    draft,
    setDraft,
    submit,
    dateFields,
    advertiserField,
    numberField,
    selectField,
    actions,
    problemNote,
  };
}

/** Every filter of `names` unset: what Clear all applies. */
export function noFilters<Name extends string>(names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, undefined])) as Record<Name, undefined>;
}
