// The receivables' aging buckets as the person wants them ("30,60,90"), checked as the server's view
// checks them (readDayBounds): a list it would refuse is said here, under the field, never sent.
import { useState } from 'react';
import { DAY_BOUNDS_ALLOWED, readDayBounds } from '../../domain/view-contract';
import { FilterForm, FormProblem } from '../../components/filter-form';

/** The URL's bucket list read: the bounds, or why they cannot be used (then the account's are). */
export function readBuckets(raw: string | undefined): {
  bounds: number[] | undefined;
  problem: string | null;
} {
  if (raw === undefined) return { bounds: undefined, problem: null };
  const bounds = readDayBounds(raw.replace(/\s+/g, ''));
  return bounds
    ? { bounds, problem: null }
    : {
        bounds: undefined,
        problem: `The buckets “${raw}” cannot be used: they must be ${DAY_BOUNDS_ALLOWED}. The account’s are shown.`,
      };
}

export function BucketsForm({
  value,
  onApply,
}: {
  /** The URL's list as written ('' or undefined: the account's). */
  value: string | undefined;
  onApply: (buckets: string | undefined) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FilterForm
      label="Aging buckets"
      onSubmit={() => {
        const input = document.getElementById('receivables-buckets') as HTMLInputElement;
        const text = input.value.replace(/\s+/g, '');
        if (text && !readDayBounds(text)) {
          setProblem(`Buckets must be ${DAY_BOUNDS_ALLOWED}.`);
          return;
        }
        setProblem(null);
        onApply(text || undefined);
      }}
    >
      <label>
        <span>Buckets (days past due)</span>
        <input
          key={value ?? ''}
          id="receivables-buckets"
          name="buckets"
          defaultValue={value ?? ''}
          placeholder="30,60,90"
          inputMode="numeric"
          size={14}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'receivables-buckets-problem' : undefined}
        />
      </label>
      <button type="submit" className="button">
        Show these buckets
      </button>
      <FormProblem id="receivables-buckets-problem" problem={problem} />
    </FilterForm>
  );
}
