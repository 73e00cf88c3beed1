// The contract list's export file: one row per contract, amounts as plain numbers, names beside ids.
import { ADVERTISER_CSV_HEADER, advertiserCsvCells } from '../../api/advertisers';
import type { ContractRow } from '../../domain/contract-list';
import { personName, type PeopleNames } from '../../components/user-name';
import { csvFileName, toCsv } from '../../lib/csv';
import { FILTER_NAMES, type ContractFilters } from './contract-list-params';

export const CONTRACT_CSV_HEADER = [
  'Number',
  ...ADVERTISER_CSV_HEADER,
  'Status',
  'Proposal',
  'Created',
  'Sold',
  'Sold by id',
  'Sold by',
  'Currency',
  'Total',
  'Insertion order',
] as const;

export function contractsCsv(
  rows: readonly ContractRow[],
  advertisers: ReadonlyMap<number, string>,
  names: PeopleNames,
): string {
  return toCsv(
    CONTRACT_CSV_HEADER,
    rows.map((c) => [
      c.id,
      ...advertiserCsvCells(c.advertiserId, advertisers),
      c.status,
      c.isProposal ? 'yes' : 'no',
      c.dateCreated,
      c.dateSold,
      c.soldByUserId,
      c.soldByUserId === null ? '' : personName(names, c.soldByUserId),
      c.currency,
      c.total,
      c.insertionOrderNumber,
    ]),
  );
}

/** "contracts.csv", or with the filters: "contracts_status-Open.csv". */
export const contractCsvFileName = (filters: ContractFilters) =>
  csvFileName('contracts', FILTER_NAMES, filters);
