// The insertions tab: what has been sold on the product (the insertions list by product_id), with a
// section dropdown (`?section_id=` in the address) that narrows the rows already loaded.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { insertionListQuery, isWhole } from '../../api/insertions';
import type { Product } from '../../api/products';
import { sectionListQuery } from '../../api/sections';
import { paths } from '../../lib/paths';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { NamedOptions } from '../../components/named-options';
import { ProblemsNotice } from '../../components/problems-notice';
import { tableStateOf } from '../../components/table-state';
import { formatCount } from '../../lib/format';
import { insertionFilterSearch } from '../../lib/insertion-filters';
import { defineListSpec } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { insertionColumns } from './insertion-columns';
import { allSizesQuery } from './product-tab-queries';
import { idFilterParam } from './url-params';

const tabSpec = defineListSpec({ params: { section_id: idFilterParam() } });

export function ProductInsertionsTab({ product }: { product: Product }) {
  const selectId = useId();
  const { values, corrections, change } = useListParams(tabSpec);
  const sectionId = values.section_id;
  const insertions = useQuery(insertionListQuery({ product_id: product.id }));
  // Names come from the cached whole lists, never from one request per row.
  // The count and the problems are said once the list has been read to its end.
  const whole = insertions.data && isWhole(insertions.data) ? insertions.data : undefined;
  const sizes = useQuery(allSizesQuery(product.id));
  const sections = useQuery(sectionListQuery(product.id));
  const sizeNames = new Map((sizes.data?.items ?? []).map((s) => [s.id, s.name]));
  const sectionNames = new Map((sections.data?.items ?? []).map((s) => [s.id, s.name]));
  const all = insertions.data?.items ?? [];
  const rows = sectionId === undefined ? all : all.filter((i) => i.sectionId === sectionId);
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
      {whole && <ProblemsNotice problems={whole.problems} what="insertions" />}
      <p className="muted tab-summary">
        {whole &&
          (sectionId === undefined
            ? `${formatCount(all.length, 'insertion')}.`
            : `${formatCount(rows.length, 'insertion')} in ${sectionNames.get(sectionId) ?? `Section ${sectionId}`}, of ${formatCount(all.length, 'insertion')}.`)}
      </p>
      <DataTable
        caption="Insertions"
        data={rows}
        columns={insertionColumns(sizeNames, sectionNames)}
        getRowId={(i) => String(i.id)}
        {...tableStateOf(insertions)}
        emptyMessage={
          sectionId === undefined
            ? 'Nothing has been sold on this product yet.'
            : 'Nothing has been sold in this section.'
        }
      />
    </section>
  );
}
