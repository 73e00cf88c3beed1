// The insertions tab: what has been sold on the product (the insertions list by product_id).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { insertionListQuery, isWhole } from '../../api/insertions';
import type { Product } from '../../api/products';
import { sectionListQuery } from '../../api/sections';
import { paths } from '../../app/paths';
import { DataTable } from '../../components/data-table';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { insertionColumns } from './insertion-columns';
import { allSizesQuery } from './product-tab-queries';

export function ProductInsertionsTab({ product }: { product: Product }) {
  const insertions = useQuery(insertionListQuery({ product_id: product.id }));
  // Names come from the cached whole lists, never from one request per row.
  // The count and the problems are said once the list has been read to its end.
  const whole = insertions.data && isWhole(insertions.data) ? insertions.data : undefined;
  const sizes = useQuery(allSizesQuery(product.id));
  const sections = useQuery(sectionListQuery(product.id));
  const sizeNames = new Map((sizes.data?.items ?? []).map((s) => [s.id, s.name]));
  const sectionNames = new Map((sections.data?.items ?? []).map((s) => [s.id, s.name]));
  const filterLink = paths.insertions.href(new URLSearchParams({ product_id: String(product.id) }));

  return (
    <section aria-labelledby="insertions-heading">
      <div className="tab-toolbar">
        <h2 id="insertions-heading">Insertions sold on this product</h2>
        <Link to={filterLink}>Open in the insertions list</Link>
      </div>
      {whole && <ProblemsNotice problems={whole.problems} what="insertions" />}
      <p className="muted tab-summary">
        {whole && `${formatCount(whole.items.length, 'insertion')}.`}
      </p>
      <DataTable
        caption="Insertions"
        data={insertions.data?.items ?? []}
        columns={insertionColumns(sizeNames, sectionNames)}
        getRowId={(i) => String(i.id)}
        isLoading={insertions.isPending}
        error={insertions.data ? undefined : insertions.error}
        onRetry={() => void insertions.refetch()}
        emptyMessage="Nothing has been sold on this product yet."
      />
    </section>
  );
}
