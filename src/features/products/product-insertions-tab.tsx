// The insertions tab: what has been sold on the product, with a section dropdown (`?section_id=`
// in the address): the server's insertion list view filtered by both (decision 15), paged by
// blocks as it is scrolled, in insertion number order.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../domain/products';
import { sectionListQuery } from '../../api/sections';
import { paths } from '../../app/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { NamedOptions } from '../../components/named-options';
import { IncompleteNotice } from '../../components/view-status';
import { formatCount } from '../../domain/format';
import { insertionFilterSearch } from '../../lib/insertion-filters';
import { useListParams } from '../../lib/use-list-params';
import { insertionColumns } from './insertion-columns';
import { allSizesQuery } from './product-tab-queries';
import { insertionsTabSpec } from './url-params';
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
    <section aria-labelledby="insertions-heading">
      <div className="tab-toolbar">
        <h2 id="insertions-heading">Insertions sold on this product</h2>
        <Link to={filterLink}>Open in the insertions list</Link>
      </div>
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
    </section>
  );
}
