// The sections tab: the product's sections (base API), or those found by the filter (secondary API).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Product } from '../../api/products';
import { secondarySectionListQuery, sectionListQuery } from '../../api/sections';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { ProblemsNotice } from '../../components/problems-notice';
import { formatCount } from '../../lib/format';
import { SectionFilter } from './section-filter';
import {
  isLookupSet,
  parseSectionLookup,
  secondaryParams,
  type SectionLookup,
} from './section-params';
import { sectionColumns } from './section-columns';
import { withParam } from './url-params';

export function SectionsTab({ product }: { product: Product }) {
  const [search, setSearch] = useSearchParams();
  const { lookup, corrections } = parseSectionLookup(search);
  const filtered = isLookupSet(lookup);
  const all = useQuery({ ...sectionListQuery(product.id), enabled: !filtered });
  const found = useQuery({
    ...secondarySectionListQuery(secondaryParams(product.id, lookup)),
    enabled: filtered,
  });
  const query = filtered ? found : all;

  const apply = (next: SectionLookup) => {
    let params = withParam(search, 'id', next.id === null ? null : String(next.id));
    params = withParam(params, 'date_created', next.dateCreated);
    setSearch(params);
  };

  return (
    <section aria-labelledby="sections-heading">
      <div className="tab-toolbar">
        <h2 id="sections-heading">Sections</h2>
      </div>
      <CorrectionsNotice messages={corrections.map((c) => c.message)} />
      <SectionFilter key={search.toString()} lookup={lookup} onApply={apply} />
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
        isLoading={query.isPending}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        emptyMessage={
          filtered ? 'No section matches this filter.' : 'This product has no sections.'
        }
      />
    </section>
  );
}

function describe(lookup: SectionLookup): string {
  const parts: string[] = [];
  if (lookup.id !== null) parts.push(`with id ${lookup.id}`);
  if (lookup.dateCreated !== null) {
    parts.push(`created ${lookup.dateCreated.length === 7 ? 'in' : 'on'} ${lookup.dateCreated}`);
  }
  return parts.length ? `: ${parts.join(', ')}` : '';
}
