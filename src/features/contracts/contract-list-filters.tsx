// The contract list's filters: advertiser (names), status, sold and created dates with quick picks,
// total range; applied together (back to page 1), cleared at once.
import { useId, useRef, useState } from 'react';
import { CONTRACT_STATUS_FILTERS } from '../../api/contract-list';
import { AdvertiserCombobox } from '../../components/advertiser-combobox';
import { DatePair, type DateField } from '../../components/date-pair';
import { FilterForm } from '../../components/filter-form';
import { draftOf, UNREADABLE_DATE, unreadableDates } from '../../lib/filter-draft';
import {
  activeFilterCount,
  FILTER_NAMES,
  filtersOf,
  parseContractList,
  type ContractFilters,
  type ContractListState,
} from './contract-list-params';

type FilterName = (typeof FILTER_NAMES)[number];

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
const DATE_NAMES: readonly string[] = DATE_PAIRS.flatMap((pair) => [pair.from.name, pair.to.name]);

/** Remount with `key` = the URL's filters, so back/forward refill the inputs. */
export function ContractListFilters({
  state,
  onApply,
}: {
  state: ContractListState;
  onApply: (next: ContractFilters) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(FILTER_NAMES, state));
  const [dateNotes, setDateNotes] = useState<Record<string, string>>({});
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const apply = () => {
    if (draft.advertiser_id !== '' && !/^\d+$/.test(draft.advertiser_id)) {
      setProblem('Choose an advertiser from the list of names, or type their number.');
      return;
    }
    setProblem(null);
    const parsed = parseContractList(new URLSearchParams(draft));
    const notes = unreadableDates(DATE_NAMES, draft, parsed.values, inputs.current);
    setDateNotes(notes);
    const first = DATE_NAMES.find((name) => notes[name]);
    if (first) {
      inputs.current.get(first)?.focus();
      return;
    }
    onApply(filtersOf(parsed.values));
  };
  const clear = () =>
    onApply(Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])) as ContractFilters);
  const field = (spec: { name: string; label: string }): DateField => ({
    ...spec,
    value: draft[spec.name as FilterName],
    note: dateNotes[spec.name] ?? null,
  });

  return (
    <FilterForm label="Filter contracts" onSubmit={apply}>
      <AdvertiserCombobox
        label="Advertiser"
        value={state.advertiser_id}
        onChange={(value) => setDraft({ ...draft, advertiser_id: value })}
        invalid={problem !== null}
        describedBy={problem ? problemId : undefined}
      />
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
      {DATE_PAIRS.map((pair) => (
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
      ))}
      <div className="contract-list__actions">
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
        <button
          type="button"
          className="button"
          onClick={clear}
          disabled={activeFilterCount(state) === 0}
        >
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
