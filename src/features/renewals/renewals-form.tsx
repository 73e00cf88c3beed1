// The renewals window: as of a day, within a number of days. Remount with `key` = the window.
import { useState } from 'react';
import { FilterForm } from '../../components/filter-form';
import { RENEWALS_WITHIN } from './renewals-params';

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
  const [draftAsOf, setAsOf] = useState(asOf);
  const [draftWithin, setWithin] = useState(String(within));
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const days = Number(draftWithin);
    if (!draftAsOf || !/^\d{1,3}$/.test(draftWithin.trim()) || days > 366) {
      setProblem('A date and a number of days from 0 to 366 are needed.');
      return;
    }
    setProblem(null);
    onApply({
      as_of: draftAsOf === today ? undefined : draftAsOf,
      within: days === RENEWALS_WITHIN ? undefined : days,
    });
  };
  return (
    <FilterForm label="Renewals window" onSubmit={apply}>
      <label>
        <span>As of</span>
        <input
          type="date"
          name="as_of"
          value={draftAsOf}
          onChange={(e) => setAsOf(e.target.value)}
        />
      </label>
      <label>
        <span>Within (days)</span>
        <input
          type="number"
          name="within"
          min={0}
          max={366}
          inputMode="numeric"
          value={draftWithin}
          onChange={(e) => setWithin(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--primary">
        Apply
      </button>
      {problem && (
        <p className="filter-form__hint filter-form__error" role="alert">
          {problem}
        </p>
      )}
    </FilterForm>
  );
}
