// What a view over the server's account mirror covers: how many contracts its figures are from and
// when they were read, and, when the server has not read the whole contract list (the account's
// API may not answer it), that the figures are incomplete. Never a silent partial figure.
import type { Coverage } from '../domain/view-contract';
import { formatCount, formatTimestamp } from '../domain/format';
import { Notice } from './notice';

export function MirrorCoverage({ coverage }: { coverage: Coverage }) {
  const read = coverage.asOf ? `, read ${formatTimestamp(coverage.asOf)} UTC` : '';
  if (coverage.complete) {
    return (
      <p className="muted">
        From the {formatCount(coverage.contracts, 'contract')} the server holds of the account
        {read}. Asking costs the account&apos;s API nothing.
      </p>
    );
  }
  return (
    <Notice tone="warning" title="Incomplete figures">
      <p>
        The server has not read the account&apos;s whole contract list (the account&apos;s API may
        not answer it): it holds {formatCount(coverage.contracts, 'contract')} read one by one so
        far{read}. These figures cover those {formatCount(coverage.contracts, 'contract')} only, and
        are incomplete.
      </p>
    </Notice>
  );
}
