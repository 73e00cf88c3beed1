// The filter bar of the invoice list: the API's eight filters and the viewer's own status and past
// due, applied together, cleared at once. A date the browser cannot read stops Apply with a note.
import { FilterForm } from '../../components/filter-form';
import { FilterActions, noFilters, useFilterDraft } from '../../components/use-filter-draft';
import {
  FILTER_NAMES,
  filtersOf,
  hasFilters,
  parseInvoiceList,
  STATUS_FILTERS,
  VIEWER_FILTER_NAMES,
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
// The viewer's own status and past due are held in the draft too, as the address writes them.
const FORM = {
  names: [...FILTER_NAMES, ...VIEWER_FILTER_NAMES],
  datePairs: DATE_PAIRS,
  parse: parseInvoiceList,
};

export function InvoiceFilters({
  state,
  onApply,
}: {
  state: InvoiceListState;
  /** Gets the filters, checked and corrected like a URL (the list goes back to page 1). */
  onApply: (next: AppliedFilters) => void;
}) {
  const form = useFilterDraft(FORM, state);
  const { draft, setDraft } = form;
  // The draft's past due is written as the list's values are: 'true' or 'false'.
  const pastDue = draft.past_due === 'true';

  const apply = () => {
    const values = form.read();
    if (!values) return;
    onApply({ ...filtersOf(values), status: values.status, past_due: values.past_due });
  };
  const clear = () => {
    form.cleared();
    onApply({ ...noFilters(FILTER_NAMES), status: undefined, past_due: false });
  };

  return (
    <FilterForm label="Filter invoices" onSubmit={apply}>
      {form.advertiserField('invoice-filters__field')}
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
      {form.dateFields}
      <label className="invoice-filters__field">
        Status
        <select
          name="status"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
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
          onChange={(event) =>
            setDraft({ ...draft, past_due: event.target.checked ? 'true' : 'false' })
          }
        />
        Past due only
      </label>
      <FilterActions
        className="invoice-filters__actions"
        onClear={clear}
        canClear={hasFilters(state)}
      />
      {form.problemNote}
      {(draft.status !== '' || pastDue) && (
        <p className="filter-form__hint">
          Status and past due are worked out by the viewer: it reads every page of the other filters
          (100 invoices a request, up to 5,000).
        </p>
      )}
    </FilterForm>
  );
}
