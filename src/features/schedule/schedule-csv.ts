// The run sheet as CSV: one line per insertion and day, as on screen, with ids beside the names.
import { toCsv } from '../../lib/csv';
import type { RunProduct } from '../../domain/run-sheet';

export interface RunNames {
  product: (productId: number) => string;
  size: (productId: number, sizeId: number) => string;
  section: (productId: number, sectionId: number | null) => string;
  advertiser: (contractId: number) => { id: number | null; name: string };
}

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

export function scheduleCsv(sheet: readonly RunProduct[], names: RunNames): string {
  const rows = sheet.flatMap((p) =>
    p.dates.flatMap((d) =>
      d.lines.map((line) => {
        const i = line.insertion;
        const advertiser = names.advertiser(i.contractId);
        return [
          p.productId,
          names.product(p.productId),
          d.date,
          line.run.start,
          line.run.end,
          i.id,
          i.contractId,
          advertiser.id,
          advertiser.name,
          names.size(i.productId, i.adSizeId),
          names.section(i.productId, i.sectionId),
          i.placement,
          i.description,
        ];
      }),
    ),
  );
  return toCsv(SCHEDULE_CSV_HEADER, rows);
}
