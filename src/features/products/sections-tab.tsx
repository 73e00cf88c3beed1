// The sections tab: the product's sections (base API), or those found by the filter (secondary API).
import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../domain/products';
import { secondarySectionListQuery, sectionListQuery } from '../../api/sections';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { ProblemsNotice } from '../../components/problems-notice';
import { ReferenceAge } from '../../components/reference-age';
import { tableStateOf } from '../../components/table-state';
import { formatCount } from '../../domain/format';
import { useListParams } from '../../lib/use-list-params';
import { SectionFilter } from './section-filter';
import { sectionColumns } from './section-columns';
import {
  isLookupSet,
  secondaryParams,
  sectionLookupSpec,
  type SectionLookup,
} from './section-params';

export function SectionsTab({ product }: { product: Product }) {
  const { values: lookup, corrections, change } = useListParams(sectionLookupSpec);
  const filtered = isLookupSet(lookup);
  const all = useQuery({ ...sectionListQuery(product.id), enabled: !filtered });
  const found = useQuery({
    ...secondarySectionListQuery(secondaryParams(product.id, lookup)),
    enabled: filtered,
  });
  const query = filtered ? found : all;

  return (
    <section aria-labelledby="sections-heading">
      <div className="tab-toolbar">
        <h2 id="sections-heading">Sections</h2>
      </div>
      <CorrectionsNotice corrections={corrections} />
      <SectionFilter lookup={lookup} onApply={(next) => change(next)} />
      <ReferenceAge lists={[query.data]} />
      {query.data && <ProblemsNotice problems={query.data.problems} what="sections" />}
      <p className="muted tab-summary" aria-live="polite">
        {query.data &&
          (filtered
            ? `${formatCount(query.data.items.length, 'section')} found${describe(lookup)}.`
            : `${formatCount(query.data.items.length, 'section')}.`)}
      </p>
      <DataTable
        caption={filtered ? 'Sections found' : 'Sections'}
        data={query.data?.items ?? []}
        columns={sectionColumns}
        getRowId={(s) => String(s.id)}
        {...tableStateOf(query)}
        emptyMessage={
          filtered ? 'No section matches this filter.' : 'This product has no sections.'
        }
      />
    </section>
  );
}

function describe(lookup: SectionLookup): string {
  const parts: string[] = [];
  if (lookup.id !== undefined) parts.push(`with id ${lookup.id}`);
  if (lookup.date_created !== undefined) {
    parts.push(`created ${lookup.date_created.length === 7 ? 'in' : 'on'} ${lookup.date_created}`);
  }
  return parts.length ? `: ${parts.join(', ')}` : '';
}
