// The renewals page's address, /renewals?as_of=YYYY-MM-DD&within=60&seller= (as_of defaults to
// today, computed and not written into the URL; seller to a salesperson's own, the server's), and
// its form: as of a day, within a number of days.
import { DraftForm } from '../../components/filter-form';
import { dateParam, defineListSpec, integerParam, sellerParam } from '../../lib/list-params';

const RENEWALS_WITHIN = 60;

export const renewalsSpec = defineListSpec({
  params: {
    as_of: dateParam(),
    within: integerParam({ min: 0, max: 366, default: RENEWALS_WITHIN, outOfRange: 'clamp' }),
    seller: sellerParam(),
  },
});

export function RenewalsForm({
  asOf,
  within,
  today,
  onApply,
}: {
  asOf: string;
  within: number;
  today: string;
  /** Values equal to their defaults are left out of the URL. */
  onApply: (next: { as_of: string | undefined; within: number | undefined }) => void;
}) {
  return (
    <DraftForm
      label="Renewals window"
      fields={[
        { name: 'as_of', label: 'As of', value: asOf, type: 'date' },
        {
          name: 'within',
          label: 'Within (days)',
          value: String(within),
          type: 'number',
          inputMode: 'numeric',
        },
      ]}
      submitLabel="Apply"
      check={([day, days = '']) =>
        !day || !/^\d{1,3}$/.test(days) || Number(days) > 366
          ? 'A date and a number of days from 0 to 366 are needed.'
          : null
      }
      onApply={([day, days]) =>
        onApply({
          as_of: day === today ? undefined : day,
          within: Number(days) === RENEWALS_WITHIN ? undefined : Number(days),
        })
      }
    />
  );
}
