// A list's export file declared as its columns (header and cell, side by side), and the button that
// reads every page of the current filter and sort and saves them as that file.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ADVERTISER_CSV_HEADER, advertiserCsvCells } from '../../api/advertisers';
import { ListExport } from '../../components/collect-tool';
import { downloadText, toCsv, type CsvCell } from '../../lib/csv';

export type CsvColumn<T> = readonly [header: string, cell: (row: T) => CsvCell];

export function csvOf<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
}

/** The advertiser's number and name (a name not in `names` is written "Advertiser N"). */
export function advertiserCsvColumns<T>(
  id: (row: T) => number,
  names: ReadonlyMap<number, string>,
): CsvColumn<T>[] {
  return ADVERTISER_CSV_HEADER.map((header, i) => [
    header,
    (row: T) => advertiserCsvCells(id(row), names)[i],
  ]);
}

/** Remount with `key` = the filter and sort, so a result never outlives them. */
export function CsvExport<P, T>({
  useCollect,
  params,
  noun,
  fileName,
  csv,
}: {
  /** Reads every page of `params` when asked (useCollectList). */
  useCollect: (params: P) => Parameters<typeof ListExport<T>>[0]['collect'];
  params: P;
  noun: string;
  fileName: string;
  /** The file's text, with whatever names it needs read first. */
  csv: (items: T[], queryClient: QueryClient) => Promise<string>;
}) {
  const collect = useCollect(params);
  const queryClient = useQueryClient();
  async function save(items: T[]) {
    downloadText(fileName, await csv(items, queryClient));
    return { name: fileName, count: items.length };
  }
  return <ListExport collect={collect} noun={noun} save={save} />;
}
