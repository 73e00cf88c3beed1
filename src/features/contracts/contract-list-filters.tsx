// The contract list's filters: advertiser (names), status, sold and created dates with quick picks,
// total range; applied together (back to page 1), cleared at once.
import { CONTRACT_STATUS_FILTERS } from '../../api/contract-list';
import { FilterForm } from '../../components/filter-form';
import { FilterActions, noFilters, useFilterDraft } from '../../components/use-filter-draft';
import {
  activeFilterCount,
  FILTER_NAMES,
  filtersOf,
  parseContractList,
  type ContractFilters,
  type ContractListState,
} from './contract-list-params';

const DATE_PAIRS = [
  {
    title: 'Sold',
    from: { name: 'date_sold_after', label: 'Sold from' },
    to: { name: 'date_sold_before', label: 'Sold to' },
  },
  {
    title: 'Created',
    from: { name: 'date_created_after', label: 'Created from' },
    to: { name: 'date_created_before', label: 'Created to' },
  },
] as const;
const FORM = { names: FILTER_NAMES, datePairs: DATE_PAIRS, parse: parseContractList };

export function ContractListFilters({
  state,
  onApply,
}: {
  state: ContractListState;
  onApply: (next: ContractFilters) => void;
}) {
  const form = useFilterDraft(FORM, state);
  const { draft, setDraft } = form;
  const apply = () => {
    const values = form.read();
    if (values) onApply(filtersOf(values));
  };

  return (
    <FilterForm label="Filter contracts" onSubmit={apply}>
      {form.advertiserField()}
      <label>
        Status
        <select
          name="status"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        >
          <option value="">Any</option>
          {CONTRACT_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </label>
      {(['amount_from', 'amount_to'] as const).map((name) => (
        <label key={name}>
          {name === 'amount_from' ? 'Total from' : 'Total to'}
          <input
            name={name}
            type="number"
            inputMode="decimal"
            step={0.01}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        </label>
      ))}
      {form.dateFields}
      <FilterActions
        className="contract-list__actions"
        onClear={() => {
          form.cleared();
          onApply(noFilters(FILTER_NAMES));
        }}
        canClear={activeFilterCount(state) > 0}
      />
      {form.problemNote}
    </FilterForm>
  );
}
