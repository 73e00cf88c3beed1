// The insertions tab: what has been sold on the product, with a section dropdown (`?section_id=`
// in the address): the server's insertion list view filtered by both (decision 15), paged by
// blocks as it is scrolled, in insertion number order; each row links to its contract.
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { Insertion } from '../../domain/insertion-types';
import { entryRange, scheduleSpan } from '../../domain/insertion-schedule';
import type { Product } from '../../domain/products';
import { sectionListQuery } from '../../api/sections';
import { paths } from '../../app/paths';
import { Badge } from '../../components/badge';
import { CellLink } from '../../components/cell-link';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { NamedOptions } from '../../components/named-options';
import { contractLinkColumn } from '../../components/record-columns';
import { IncompleteNotice } from '../../components/view-status';
import { formatCount, formatNumber } from '../../domain/format';
import { insertionFilterSearch } from '../../lib/insertion-filters';
import { useListParams } from '../../lib/use-list-params';
import { TabSection } from './product-page';
import { insertionsTabSpec } from './product-params';
import { allSizesQuery } from './product-tab-queries';
import { none } from './size-columns';
import { LIST_BLOCK } from '../../domain/insertion-list-view';
import { useListBlocks } from '../../lib/use-list-blocks';

export function ProductInsertionsTab({ product }: { product: Product }) {
  const selectId = useId();
  const { values, corrections, change } = useListParams(insertionsTabSpec);
  const sectionId = values.section_id;
  const list = useListBlocks({ product_id: product.id, section_id: sectionId });
  const view = list.view;
  // One block: a plain table; longer: virtualized over the server's count.
  const long = (view?.matched ?? Infinity) > LIST_BLOCK;
  // Names come from the cached whole lists, never from one request per row.
  const sizes = useQuery(allSizesQuery(product.id));
  const sections = useQuery(sectionListQuery(product.id));
  const sizeNames = new Map((sizes.data?.items ?? []).map((s) => [s.id, s.name]));
  const sectionNames = new Map((sections.data?.items ?? []).map((s) => [s.id, s.name]));
  const columns = useMemo(
    // In the server's order (insertion number): the headers do not sort a block of the list.
    () => insertionColumns(sizeNames, sectionNames).map((c) => ({ ...c, enableSorting: false })),
    [sizes.data, sections.data], // eslint-disable-line react-hooks/exhaustive-deps -- the maps follow the lists
  );
  const filterLink = paths.insertions.href(
    insertionFilterSearch({ product_id: product.id, section_id: sectionId }),
  );

  return (
    <TabSection
      id="insertions-heading"
      title="Insertions sold on this product"
      tools={<Link to={filterLink}>Open in the insertions list</Link>}
    >
      <CorrectionsNotice corrections={corrections} />
      <div className="tab-filter">
        <label htmlFor={selectId}>Section</label>
        <select
          id={selectId}
          value={sectionId ?? ''}
          onChange={(event) =>
            change({ section_id: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <NamedOptions
            none="Any section"
            chosen={sectionId}
            records={sections.data?.items}
            noun="Section"
          />
        </select>
      </div>
      {view && !view.complete && <IncompleteNotice held={view.held} />}
      <p className="muted tab-summary">
        {view &&
          (sectionId === undefined
            ? `${formatCount(view.total, 'insertion')}.`
            : `${formatCount(view.total, 'insertion')} in ${sectionNames.get(sectionId) ?? `Section ${sectionId}`}.`)}
      </p>
      <DataTable
        caption="Insertions"
        data={list.rows}
        windowed={long ? list.windowed : undefined}
        virtualize={long}
        columns={columns}
        getRowId={(i) => String(i.id)}
        isLoading={list.isLoading}
        error={list.rows.length === 0 ? list.error : null}
        onRetry={list.retry}
        dimmed={list.pending}
        emptyMessage={
          sectionId === undefined
            ? 'Nothing has been sold on this product yet.'
            : 'Nothing has been sold in this section.'
        }
      />
    </TabSection>
  );
}

const column = createColumnHelper<Insertion>();
function insertionColumns(sizeNames: Map<number, string>, sectionNames: Map<number, string>) {
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
    column.accessor((i) => scheduleSpan(i.schedule)?.start ?? '', {
      id: 'runs',
      header: 'Runs',
      cell: (info) => {
        const { schedule } = info.row.original;
        const span = scheduleSpan(schedule);
        if (!span) return <span className="muted">not scheduled</span>;
        const count = schedule.filter((entry) => entryRange(entry)).length;
        return (
          <>
            <DateText value={span.start} />
            {span.end !== span.start && (
              <>
                {' – '}
                <DateText value={span.end} />
              </>
            )}
            {count > 1 && <span className="muted"> ({count} runs)</span>}
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
