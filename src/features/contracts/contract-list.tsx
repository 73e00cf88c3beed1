// /contracts on an account that answers the contract list: the API's filtered, sorted, paged list,
// all of its state in the URL (the API's own parameter names), with the count when it sends one.
// With `sold_by_user` (a seller chosen, or "Mine") the viewer's server answers it from its copy of
// the account, with the same filters, sort and paging: the API has no seller filter.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { WhoseLinks } from '../../components/seller-select';
import { CONTRACT_SORT_COLUMNS, sellersContract } from '../../domain/contract-list';
import { contractPageQuery, fetchContractExport } from '../../api/contract-list';
import { viewQuery } from '../../api/view-query';
import { paths } from '../../app/paths';
import { contractRowColumns } from '../../components/contract-row-columns';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { FiltersDisclosure } from '../../components/filters-disclosure';
import { NamesNote, peopleNames, personName } from '../../components/user-name';
import { useListParams } from '../../lib/use-list-params';
import { CsvExport } from '../list/csv-export';
import { PagedList, usePagedList } from '../list/paged-list';
import { contractCsvFileName, contractsCsv } from './contract-csv';
import { ContractListFilters } from './contract-list-filters';
import {
  activeFilterCount,
  contractListSpec,
  filtersOf,
  pageParamsOf,
} from './contract-list-params';

export function ContractList() {
  const list = useListParams(contractListSpec);
  const { values: state, corrections } = list;
  const paged = usePagedList(list, paths.contracts.href, (values) =>
    contractPageQuery(pageParamsOf(values)),
  );
  // The sellers to choose from and the signed-in person's user: the viewer's server's (none under
  // static hosting, or before its first pass: then no seller filter is offered).
  const sellers = useQuery(viewQuery(sellersContract, {}));
  const columns = useMemo(() => contractRowColumns(), []);

  const filters = filtersOf(state);
  // "Everyone" or "Mine" for a signed-in seller (a user whose e-mail is the person's), and whose
  // contracts a seller filter shows, from where.
  const seller = state.sold_by_user;
  const me = sellers.data?.me ?? null;
  const sellerName =
    seller === undefined
      ? null
      : seller === me?.id
        ? `${me.name} (mine)`
        : personName(peopleNames(sellers.data), seller);
  const exportParams = { ...filters, sort_by: state.sort_by, sort_order: state.sort_order };
  return (
    <section aria-labelledby="contract-list-title" className="contract-list">
      <h2 id="contract-list-title" className="visually-hidden">
        Contract list
      </h2>
      <CorrectionsNotice corrections={corrections} correctedHref={paged.hrefFor({})} />
      <WhoseLinks
        what="contracts"
        whose={{ me, seller: seller ?? null, everyone: true }}
        hrefFor={(id) => paged.hrefFor({ sold_by_user: id === 'all' ? undefined : id })}
      />
      {sellerName && (
        <p className="muted">
          Contracts sold by {sellerName}, from the server&apos;s copy of the account (the API has no
          seller filter).
        </p>
      )}
      <NamesNote />
      <FiltersDisclosure activeCount={activeFilterCount(state)}>
        <ContractListFilters
          state={state}
          sellers={sellers.data?.sellers}
          onApply={(next) => list.change(next)}
        />
      </FiltersDisclosure>
      <CsvExport
        key={JSON.stringify(exportParams)}
        read={() => fetchContractExport(exportParams)}
        noun="contract"
        fileName={contractCsvFileName(filters)}
        csv={contractsCsv}
      />
      <PagedList
        paged={paged}
        noun="contract"
        columns={columns}
        sortColumns={CONTRACT_SORT_COLUMNS}
      />
    </section>
  );
}
