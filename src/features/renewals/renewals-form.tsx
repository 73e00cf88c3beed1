// The renewals page's address, /renewals?as_of=YYYY-MM-DD&within=60&seller= (as_of defaults to
// today, computed and not written into the URL; seller to a salesperson's own, the server's), and
// its form: as of a day, within a number of days. The fields follow the address (back, forward)
// except while being edited.
import { useState } from 'react';
import { FilterForm, FormProblem } from '../../components/filter-form';
import { useAddressDraft } from '../../lib/use-address-draft';
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
  const [problem, setProblem] = useState<string | null>(null);
  const { draft, field, applied } = useAddressDraft(
    { asOf, within: String(within) },
    { onFollow: () => setProblem(null) },
  );
  const { asOf: draftAsOf, within: draftWithin } = draft;
  const apply = () => {
    const days = Number(draftWithin);
    if (!draftAsOf || !/^\d{1,3}$/.test(draftWithin.trim()) || days > 366) {
      setProblem('A date and a number of days from 0 to 366 are needed.');
      return;
    }
    setProblem(null);
    applied();
    onApply({
      as_of: draftAsOf === today ? undefined : draftAsOf,
      within: days === RENEWALS_WITHIN ? undefined : days,
    });
  };
  return (
    <FilterForm label="Renewals window" onSubmit={apply}>
      <label>
        <span>As of</span>
        <input type="date" name="as_of" {...field('asOf')} />
      </label>
      <label>
        <span>Within (days)</span>
        <input
          type="number"
          name="within"
          min={0}
          max={366}
          inputMode="numeric"
          {...field('within')}
        />
      </label>
      <button type="submit" className="button button--primary">
        Apply
      </button>
      <FormProblem problem={problem} />
    </FilterForm>
  );
}
