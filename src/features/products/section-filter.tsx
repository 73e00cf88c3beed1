// The sections tab's filter: look a section up by id or by creation date (secondary endpoint).
import { PairFilterForm } from '../../components/pair-filter-form';
import { normaliseDate, normaliseMonth } from '../../lib/list-params';
import type { SectionLookup } from './section-params';

const STRICT_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function SectionFilter({
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
