// Where a report's figures come from when the server's mirror of the account answered them: how
// many contracts they rest on and, when the mirror does not hold the whole contract list (the
// account does not answer it, or the server is still reading it), a warning that they are
// incomplete: never a silent partial figure (decision 13).
import type { ReactNode } from 'react';
import { formatCount } from '../domain/format';
import type { Coverage } from '../domain/view-contract';
import { Notice } from './notice';

/** "as of 26 Nov 2026, 14:02 UTC": UTC, so the server's HTML and the browser's render agree. */
export const asOfText = (asOf: string | null) =>
  asOf === null
    ? ''
    : ` as of ${new Date(asOf).toLocaleString('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      })} UTC`;

export function FiguresCoverage({
  coverage,
  counted,
}: {
  coverage: Coverage;
  /** What the figures count, e.g. "1,460 open contracts"; without it, the contracts held. */
  counted?: ReactNode;
}) {
  const held = formatCount(coverage.contracts, 'contract');
  const asOf = asOfText(coverage.asOf);
  return (
    <>
      <p className="muted">
        {counted === undefined ? (
          <>
            From the {held} the server holds of the account{asOf}. Asking costs the account’s API
            nothing.
          </>
        ) : (
          <>
            {counted}, from the server’s copy of the account{asOf} (no request to the API).
          </>
        )}
      </p>
      {!coverage.complete && (
        <Notice tone="warning" title="Incomplete figures">
          <p>
            The server has not read the account’s whole contract list (the API does not answer it,
            or the server is still reading it): it holds {held} read one by one so far. These
            figures cover those {held} only, and are incomplete.
          </p>
        </Notice>
      )}
    </>
  );
}
