// The filter bar of the invoice list: the API's eight filters and the viewer's own status and past
// due, applied together, cleared at once. A date the browser cannot read stops Apply with a note.
import { useId, useRef, useState } from 'react';
import { AdvertiserCombobox } from '../../components/advertiser-combobox';
import { FilterForm } from '../../components/filter-form';
import { draftOf, UNREADABLE_DATE, unreadableDates } from '../../lib/filter-draft';
import { DatePair, type DateField } from '../../components/date-pair';
import {
  FILTER_NAMES,
  filtersOf,
  hasFilters,
  parseInvoiceList,
  STATUS_FILTERS,
  type StatusFilter,
  type InvoiceFilters as Filters,
  type InvoiceListState,
  type ViewerFilters,
} from './invoice-list-params';

type FilterName = (typeof FILTER_NAMES)[number];
export type AppliedFilters = Filters & ViewerFilters;

const NUMBER_FIELDS: { name: FilterName; label: string; type: 'id' | 'amount' }[] = [
  { name: 'contract_id', label: 'Contract number', type: 'id' },
  { name: 'amount_from', label: 'Total from', type: 'amount' },
  { name: 'amount_to', label: 'Total to', type: 'amount' },
];
const DATE_PAIRS = [
  {
    title: 'Created',
    from: { name: 'date_created_after', label: 'Created from' },
    to: { name: 'date_created_before', label: 'Created to' },
  },
  {
    title: 'Due',
    from: { name: 'date_due_after', label: 'Due from' },
    to: { name: 'date_due_before', label: 'Due to' },
  },
] as const;
const DATE_NAMES: readonly string[] = DATE_PAIRS.flatMap((pair) => [pair.from.name, pair.to.name]);

/** Remount with `key` = the URL's filters, so back/forward refill the inputs. */
export function InvoiceFilters({
  state,
  onApply,
}: {
  state: InvoiceListState;
  /** Gets the filters, checked and corrected like a URL (the list goes back to page 1). */
  onApply: (next: AppliedFilters) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(FILTER_NAMES, state));
  const [status, setStatus] = useState<StatusFilter | ''>(state.status ?? '');
  const [pastDue, setPastDue] = useState(state.past_due);
  const [dateNotes, setDateNotes] = useState<Record<string, string>>({});
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const changeDate = (name: string, value: string, badInput: boolean) => {
    setDraft((was) => ({ ...was, [name]: value }));
    setDateNotes(({ [name]: _, ...rest }) =>
      badInput ? { ...rest, [name]: UNREADABLE_DATE } : rest,
    );
  };

  const apply = () => {
    // The combobox gives a number, or the text typed when it names no one advertiser.
    if (draft.advertiser_id !== '' && !/^\d+$/.test(draft.advertiser_id)) {
      setProblem('Choose an advertiser from the list of names, or type their number.');
      return;
    }
    setProblem(null);
    const parsed = parseInvoiceList(new URLSearchParams(draft));
    // A date the browser cannot read arrives as '' (badInput); one it reads but the API could not
    // (a five-digit year) would be left out by the parse. Either is said at its field, not dropped.
    const notes = unreadableDates(DATE_NAMES, draft, parsed.values, inputs.current);
    setDateNotes(notes);
    const first = DATE_NAMES.find((name) => notes[name]);
    if (first) {
      inputs.current.get(first)?.focus();
      return;
    }
    onApply({
      ...filtersOf(parsed.values),
      status: status === '' ? undefined : status,
      past_due: pastDue,
    });
  };
  const clear = () =>
    onApply({
      ...(Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])) as Filters),
      status: undefined,
      past_due: false,
    });

  const field = (spec: { name: string; label: string }): DateField => ({
    ...spec,
    value: draft[spec.name as FilterName],
    note: dateNotes[spec.name] ?? null,
  });

  return (
    <FilterForm label="Filter invoices" onSubmit={apply}>
      <AdvertiserCombobox
        label="Advertiser"
        value={state.advertiser_id}
        onChange={(value) => setDraft({ ...draft, advertiser_id: value })}
        className="invoice-filters__field"
        invalid={problem !== null}
        describedBy={problem ? problemId : undefined}
      />
      {NUMBER_FIELDS.map(({ name, label, type }) => (
        <label key={name} className="invoice-filters__field">
          {label}
          <input
            name={name}
            type="number"
            inputMode={type === 'id' ? 'numeric' : 'decimal'}
            min={type === 'id' ? 1 : undefined}
            step={type === 'id' ? 1 : 0.01}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        </label>
      ))}
      {DATE_PAIRS.map((pair) => (
        <DatePair
          key={pair.title}
          title={pair.title}
          from={field(pair.from)}
          to={field(pair.to)}
          onChange={changeDate}
          inputRef={(name, input) => {
            if (input) inputs.current.set(name, input);
            else inputs.current.delete(name);
          }}
        />
      ))}
      <label className="invoice-filters__field">
        Status
        <select
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
        >
          <option value="">Any</option>
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'unpaid' ? 'Unpaid' : 'Paid'}
            </option>
          ))}
        </select>
      </label>
      <label className="filter-form__check">
        <input
          type="checkbox"
          name="past_due"
          checked={pastDue}
          onChange={(event) => setPastDue(event.target.checked)}
        />
        Past due only
      </label>
      <div className="invoice-filters__actions">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
        <button type="button" className="button" onClick={clear} disabled={!hasFilters(state)}>
          Clear all
        </button>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="filter-form__hint filter-form__error">
          {problem}
        </p>
      )}
      {(status !== '' || pastDue) && (
        <p className="filter-form__hint">
          Status and past due are worked out by the viewer: it reads every page of the other filters
          (100 invoices a request, up to 5,000).
        </p>
      )}
    </FilterForm>
  );
}
