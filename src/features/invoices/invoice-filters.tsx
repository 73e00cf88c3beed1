// The filter bar of the invoice list: the API's eight filters, applied together, cleared at once.
import { useId, useState } from 'react';
import { AdvertiserCombobox } from '../../components/advertiser-combobox';
import { FilterForm } from '../../components/filter-form';
import { formatParam } from '../../lib/list-params';
import {
  FILTER_NAMES,
  filtersOf,
  hasFilters,
  parseInvoiceList,
  type InvoiceFilters as Filters,
  type InvoiceListState,
} from './invoice-list-params';

type FilterName = (typeof FILTER_NAMES)[number];

const FIELDS: { name: FilterName; label: string; type: 'id' | 'amount' | 'date' }[] = [
  { name: 'contract_id', label: 'Contract number', type: 'id' },
  { name: 'amount_from', label: 'Total from', type: 'amount' },
  { name: 'amount_to', label: 'Total to', type: 'amount' },
  { name: 'date_created_after', label: 'Created from', type: 'date' },
  { name: 'date_created_before', label: 'Created to', type: 'date' },
  { name: 'date_due_after', label: 'Due from', type: 'date' },
  { name: 'date_due_before', label: 'Due to', type: 'date' },
];

function draftOf(state: InvoiceListState): Record<FilterName, string> {
  const draft = {} as Record<FilterName, string>;
  for (const name of FILTER_NAMES) {
    const value = state[name];
    draft[name] = value === undefined ? '' : formatParam(value);
  }
  return draft;
}

/** Remount with `key` = the URL's filters, so back/forward refill the inputs. */
export function InvoiceFilters({
  state,
  onApply,
}: {
  state: InvoiceListState;
  /** Gets the eight filters, checked and corrected like a URL (the list goes back to page 1). */
  onApply: (next: Filters) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(state));
  const problemId = useId();

  const [problem, setProblem] = useState<string | null>(null);

  const apply = () => {
    // The combobox gives a number, or the text typed when it names no one advertiser.
    if (draft.advertiser_id !== '' && !/^\d+$/.test(draft.advertiser_id)) {
      setProblem('Choose an advertiser from the list of names, or type their number.');
      return;
    }
    setProblem(null);
    onApply(filtersOf(parseInvoiceList(new URLSearchParams(draft)).values));
  };
  const clear = () =>
    onApply(Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])) as Filters);

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
      {FIELDS.map(({ name, label, type }) => (
        <label key={name} className="invoice-filters__field">
          {label}
          <input
            name={name}
            type={type === 'date' ? 'date' : 'number'}
            inputMode={type === 'id' ? 'numeric' : type === 'amount' ? 'decimal' : undefined}
            min={type === 'id' ? 1 : undefined}
            step={type === 'id' ? 1 : type === 'amount' ? 0.01 : undefined}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        </label>
      ))}
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
    </FilterForm>
  );
}
