// The columns of the insertions sold on a product; each row links to its contract.
import { createColumnHelper } from '@tanstack/react-table';
import { CellLink } from '../../components/cell-link';
import type { Insertion } from '../../domain/insertion-types';
import { paths } from '../../app/paths';
import { Badge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { contractLinkColumn } from '../../components/record-columns';
import { formatNumber } from '../../domain/format';
import { insertionRuns } from './insertion-runs';

const column = createColumnHelper<Insertion>();
const none = <span className="muted">none</span>;

export function insertionColumns(
  sizeNames: Map<number, string>,
  sectionNames: Map<number, string>,
) {
  return [
    contractLinkColumn<Insertion>((i) => i.contractId),
    column.accessor('id', {
      header: 'Insertion',
      meta: { phone: 'key', numeric: true },
      cell: (info) => (
        <CellLink to={paths.contract.href(info.row.original.contractId, info.getValue())}>
          {info.getValue()}
        </CellLink>
      ),
    }),
    column.accessor((i) => sizeNames.get(i.adSizeId) ?? `Ad size ${i.adSizeId}`, {
      id: 'adSize',
      header: 'Ad size',
    }),
    column.accessor(
      (i) =>
        i.sectionId === null ? '' : (sectionNames.get(i.sectionId) ?? `Section ${i.sectionId}`),
      {
        id: 'section',
        header: 'Section',
        cell: (info) => info.getValue() || none,
      },
    ),
    column.accessor((i) => insertionRuns(i.schedule).first ?? '', {
      id: 'runs',
      header: 'Runs',
      cell: (info) => {
        const runs = insertionRuns(info.row.original.schedule);
        if (!runs.first) return <span className="muted">not scheduled</span>;
        return (
          <>
            <DateText value={runs.first} />
            {runs.last !== runs.first && (
              <>
                {' – '}
                <DateText value={runs.last} />
              </>
            )}
            {runs.count > 1 && <span className="muted"> ({runs.count} runs)</span>}
          </>
        );
      },
    }),
    column.accessor('quantity', {
      header: 'Quantity',
      meta: { numeric: true },
      cell: (info) => formatNumber(info.getValue()),
    }),
    column.accessor('placement', { header: 'Placement', cell: (info) => info.getValue() ?? none }),
    column.accessor('dateCanceled', {
      header: 'Status',
      meta: { phone: 'key' },
      cell: (info) =>
        info.getValue() ? (
          <Badge tone="danger">
            Cancelled <DateText value={info.getValue()} />
          </Badge>
        ) : (
          <Badge tone="success">Booked</Badge>
        ),
    }),
  ];
}
