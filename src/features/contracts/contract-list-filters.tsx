// The contract list's filters: advertiser (names), seller (the viewer's own filter, when its server
// names the sellers), status, sold and created dates with quick picks, total range; applied
// together (back to page 1), cleared at once.
import { CONTRACT_STATUS_FILTERS } from '../../domain/contract-list';
import { FilterForm } from '../../components/filter-form';
import { datePair, noFilters, useFilterDraft } from '../../components/use-filter-draft';
import {
  activeFilterCount,
  FILTER_NAMES,
  filtersOf,
  parseContractList,
  type ContractFilters,
  type ContractListState,
} from './contract-list-params';

const DATE_PAIRS = [datePair('Sold', 'date_sold'), datePair('Created', 'date_created')];
const STATUS_CHOICES = CONTRACT_STATUS_FILTERS.map((value) => ({ value, label: value }));
const FORM = { names: FILTER_NAMES, datePairs: DATE_PAIRS, parse: parseContractList };

export function ContractListFilters({
  state,
  sellers,
  onApply,
}: {
  state: ContractListState;
  sellers?: readonly { id: number; name: string }[];
  onApply: (next: ContractFilters) => void;
}) {
  const form = useFilterDraft(FORM, state);
  const sellerChoices = (sellers ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <FilterForm
      label="Filter contracts"
      onSubmit={form.submit((values) => onApply(filtersOf(values)))}
    >
      {form.advertiserField()}
      {sellerChoices.length > 0 &&
        form.selectField({ name: 'sold_by_user', label: 'Seller', choices: sellerChoices })}
      {form.selectField({ name: 'status', label: 'Status', choices: STATUS_CHOICES })}
      {form.numberField({ name: 'amount_from', label: 'Total from' })}
      {form.numberField({ name: 'amount_to', label: 'Total to' })}
      {form.dateFields}
      {form.actions({
        className: 'contract-list__actions',
        onClear: () => onApply(noFilters(FILTER_NAMES)),
        canClear: activeFilterCount(state) > 0,
      })}
      {form.problemNote}
    </FilterForm>
  );
}
