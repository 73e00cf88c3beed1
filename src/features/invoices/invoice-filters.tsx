// The filter bar of the invoice list: the API's eight filters and the viewer's own status and past
// due, applied together, cleared at once. A date the browser cannot read stops Apply with a note.
import { FilterForm } from '../../components/filter-form';
import { datePair, noFilters, useFilterDraft } from '../../components/use-filter-draft';
import {
  FILTER_NAMES,
  filtersOf,
  activeFilterCount,
  parseInvoiceList,
  STATUS_FILTERS,
  VIEWER_FILTER_NAMES,
  type InvoiceFilters as Filters,
  type InvoiceListState,
  type ViewerFilters,
} from './invoice-list-params';

type FilterName = (typeof FILTER_NAMES)[number];
type AppliedFilters = Filters & ViewerFilters;

const NUMBER_FIELDS: { name: FilterName; label: string; whole?: boolean }[] = [
  { name: 'contract_id', label: 'Contract number', whole: true },
  { name: 'amount_from', label: 'Total from' },
  { name: 'amount_to', label: 'Total to' },
];
const DATE_PAIRS = [datePair('Created', 'date_created'), datePair('Due', 'date_due')];
const STATUS_CHOICES = STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'unpaid' ? 'Unpaid' : 'Paid',
}));
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

  const apply = form.submit((values) =>
    onApply({ ...filtersOf(values), status: values.status, past_due: values.past_due }),
  );
  const clear = () => onApply({ ...noFilters(FILTER_NAMES), status: undefined, past_due: false });

  return (
    <FilterForm label="Filter invoices" onSubmit={apply}>
      {form.advertiserField('invoice-filters__field')}
      {NUMBER_FIELDS.map((field) => form.numberField(field, 'invoice-filters__field'))}
      {form.dateFields}
      {form.selectField(
        { name: 'status', label: 'Status', choices: STATUS_CHOICES },
        'invoice-filters__field',
      )}
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
      {form.actions({
        className: 'invoice-filters__actions',
        onClear: clear,
        canClear: activeFilterCount(state) > 0,
      })}
      {form.problemNote}
      {(draft.status !== '' || pastDue) && (
        <p className="filter-form__hint">
          Status and past due are answered by the viewer&apos;s server from its copy of the account
          (the API filters neither).
        </p>
      )}
    </FilterForm>
  );
}
