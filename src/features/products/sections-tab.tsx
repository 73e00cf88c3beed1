// The sections tab: the product's sections (base API), or those found by the filter (secondary API:
// by id or by creation date).
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { Product } from '../../domain/products';
import type { Section } from '../../domain/sections';
import { secondarySectionListQuery, sectionListQuery } from '../../api/sections';
import { CorrectionsNotice } from '../../components/corrections-notice';
import { DataTable } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { PairFilterForm } from '../../components/pair-filter-form';
import { ProblemsNotice } from '../../components/problems-notice';
import { ReferenceAge } from '../../components/reference-age';
import { tableStateOf } from '../../components/table-state';
import { formatCount } from '../../domain/format';
import { normaliseDate, normaliseMonth } from '../../lib/list-params';
import { useListParams } from '../../lib/use-list-params';
import { TabSection } from './product-page';
import {
  isLookupSet,
  secondaryParams,
  sectionLookupSpec,
  type SectionLookup,
} from './product-params';

const column = createColumnHelper<Section>();

const sectionColumns = [
  column.accessor('id', { header: 'Section', meta: { numeric: true } }),
  column.accessor('name', { header: 'Name' }),
  column.accessor('dateCreated', {
    header: 'Created',
    cell: (info) => <DateText value={info.getValue()} withTime />,
  }),
];

const STRICT_DAY = /^\d{4}-\d{2}-\d{2}$/;

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
    <TabSection id="sections-heading" title="Sections">
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
    </TabSection>
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

function SectionFilter({
  lookup,
  onApply,
}: {
  lookup: SectionLookup;
  onApply: (lookup: SectionLookup) => void;
}) {
  return (
    <PairFilterForm
      label="Find sections"
      fields={[
        {
          label: 'Section id',
          value: lookup.id === undefined ? '' : String(lookup.id),
          inputMode: 'numeric',
          placeholder: 'e.g. 7',
        },
        {
          label: 'Created on',
          value: lookup.date_created ?? '',
          placeholder: 'YYYY-MM-DD or YYYY-MM',
        },
      ]}
      submitLabel="Find"
      clearLabel="Show all sections"
      check={([id, date]) => {
        if (id && !/^\d{1,12}$/.test(id)) return 'A section id is a whole number, for example 7.';
        const validDate = (STRICT_DAY.test(date) && normaliseDate(date)) || normaliseMonth(date);
        if (date && !validDate) {
          return 'Enter the creation date as YYYY-MM-DD (a day) or YYYY-MM (a month).';
        }
        return null;
      }}
      onApply={([id, date]) =>
        onApply({ id: id ? Number(id) : undefined, date_created: date || undefined })
      }
      hint="The full list comes from the base API; finding by id or creation date asks the secondary API, which alone can filter sections."
    />
  );
}
