// A list's export file declared as its columns (header and cell, side by side), and the button that
// reads every record of the current filter and sort and saves them as that file.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ADVERTISER_CSV_HEADER, advertiserCsvCells } from '../../api/advertisers';
import { Notice } from '../../components/notice';
import { RequestTool } from '../../components/request-tool';
import { formatCount, formatInteger } from '../../domain/format';
import { EXPORT_LIMIT } from '../../domain/invoice-views';
import type { ListPage } from '../../domain/list-page';
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

/**
 * The file of an export's answer and what it holds; null when more records match than one export
 * holds (the file would silently miss the rest).
 */
export async function exportFileOf<T>(page: ListPage<T>, csv: (items: T[]) => Promise<string>) {
  if (page.total !== null && page.total > EXPORT_LIMIT) return null;
  return { text: await csv(page.items), count: page.items.length, problems: page.problems.length };
}

/**
 * Every record of the filter and sort in one request to the server's copy (up to EXPORT_LIMIT),
 * saved as the file. Remount with `key` = the filter and sort, so a result never outlives them.
 */
export function CsvExport<T>({
  read,
  noun,
  fileName,
  csv,
}: {
  read: () => Promise<ListPage<T>>;
  noun: string;
  fileName: string;
  /** The file's text, with whatever names it needs read first. */
  csv: (items: T[], queryClient: QueryClient) => Promise<string>;
}) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async () => {
      const file = await exportFileOf(await read(), (items) => csv(items, queryClient));
      if (file) downloadText(fileName, file.text);
      return file;
    },
  });
  const saved = run.data;
  return (
    <RequestTool
      label="Export"
      button="Export CSV"
      about={`Every ${noun} of this filter, from the server’s copy of the account, up to ${formatInteger(EXPORT_LIMIT)} ${noun}s.`}
      pending={run.isPending}
      error={run.error}
      onStart={() => run.mutate()}
    >
      {saved === null && (
        <Notice tone="warning" title={`Export stopped: more than the limit of ${noun}s match`}>
          <p>
            More than {formatInteger(EXPORT_LIMIT)} {noun}s match these filters, the most one export
            holds. Nothing was saved: narrow the filters (for example with dates) and try again.
          </p>
        </Notice>
      )}
      {saved && (
        <Notice title="Export ready">
          <p>
            {formatCount(saved.count, noun)} saved as <code>{fileName}</code>.
            {saved.problems > 0 &&
              ` ${formatCount(saved.problems, 'record')} could not be read and are not in the file.`}
          </p>
        </Notice>
      )}
    </RequestTool>
  );
}
