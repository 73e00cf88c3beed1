// The contract list's export file: one row per contract, amounts as plain numbers, names beside ids.
import type { QueryClient } from '@tanstack/react-query';
import { advertiserNamesFor } from '../../api/advertisers';
import type { ContractRow } from '../../domain/contract-list';
import { fetchPeopleNames, personName } from '../../components/user-name';
import { csvFileName } from '../../lib/csv';
import { advertiserCsvColumns, csvOf, type CsvColumn } from '../list/csv-export';
import { FILTER_NAMES, type ContractFilters } from './contract-list-params';

export async function contractsCsv(rows: ContractRow[], queryClient: QueryClient) {
  const [advertisers, names] = await Promise.all([
    advertiserNamesFor(
      queryClient,
      rows.map((c) => c.advertiserId),
    ),
    fetchPeopleNames(queryClient),
  ]);
  const columns: CsvColumn<ContractRow>[] = [
    ['Number', (c) => c.id],
    ...advertiserCsvColumns<ContractRow>((c) => c.advertiserId, advertisers),
    ['Status', (c) => c.status],
    ['Proposal', (c) => (c.isProposal ? 'yes' : 'no')],
    ['Created', (c) => c.dateCreated],
    ['Sold', (c) => c.dateSold],
    ['Sold by id', (c) => c.soldByUserId],
    ['Sold by', (c) => (c.soldByUserId === null ? '' : personName(names, c.soldByUserId))],
    ['Currency', (c) => c.currency],
    ['Total', (c) => c.total],
    ['Insertion order', (c) => c.insertionOrderNumber],
  ];
  return csvOf(columns, rows);
}

/** "contracts.csv", or with the filters: "contracts_status-Open.csv". */
export const contractCsvFileName = (filters: ContractFilters) =>
  csvFileName('contracts', FILTER_NAMES, filters);
