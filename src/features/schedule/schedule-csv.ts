// The run sheet as CSV: one line per insertion and day, in the sheet's order, with ids beside the
// names; made of the view's whole selection (every page's lines in one answer).
import type { RunSheetView } from '../../domain/run-sheet-view';
import { toCsv } from '../../lib/csv';
import type { SheetNames } from './sheet-names';

export const SCHEDULE_CSV_HEADER = [
  'Product ID',
  'Product',
  'Date',
  'Run start',
  'Run end',
  'Insertion ID',
  'Contract ID',
  'Advertiser ID',
  'Advertiser',
  'Ad size',
  'Section',
  'Placement',
  'Description',
] as const;

export function scheduleCsv(
  sheet: Pick<RunSheetView, 'groups' | 'parts'>,
  names: SheetNames & { advertiser: (contractId: number) => { id: number | null; name: string } },
): string {
  const rows = sheet.parts.flatMap((part) => {
    const { productId, sectionId } = sheet.groups[part.group]!;
    return part.days.flatMap((day) =>
      day.lines.map((line) => {
        const advertiser = names.advertiser(line.contractId);
        return [
          productId,
          names.product(productId),
          day.date,
          line.start,
          line.end,
          line.id,
          line.contractId,
          advertiser.id,
          advertiser.name,
          names.size(line.adSizeId),
          sectionId === null ? '' : names.section(sectionId),
          line.placement,
          line.description,
        ];
      }),
    );
  });
  return toCsv(SCHEDULE_CSV_HEADER, rows);
}
