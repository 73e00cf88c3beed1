// A page answered by one of the server's views of its copy of the account (src/api/view-query.ts):
// its failure (also "this page needs the viewer's server" under static hosting), its loading, and
// while the server is still reading the account for the first time, a plain note that what is
// shown covers only what it has read so far.
import type { ReactNode } from 'react';
import type { ViewMeta } from '../domain/view-contract';
import { formatCount } from '../domain/format';
import { QueryErrorPanel } from './error-panel';
import { Loading } from './loading';
import { Notice } from './notice';

export function ViewStatus({
  view,
  what,
  advertisers = false,
  children,
}: {
  view: { isError: boolean; error: unknown; refetch: () => unknown; data?: ViewMeta };
  /** The view names or counts advertisers: say when the server has not read every contract. */
  advertisers?: boolean;
  /** What the view is, for its failure and its loading: "the run sheet". */
  what: string;
  children: ReactNode;
}) {
  if (view.isError && !view.data) return <QueryErrorPanel query={view} what={what} />;
  if (!view.data) return <Loading label={`Loading ${what}…`} />;
  return (
    <>
      {!view.data.complete && <IncompleteNotice held={view.data.held} />}
      {advertisers && !view.data.contracts.complete && (
        <ContractsNotice held={view.data.contracts.held} />
      )}
      {children}
    </>
  );
}

/** The server has not yet read every insertion of the account once. */
export function IncompleteNotice({ held }: { held: number }) {
  return (
    <Notice tone="warning" title="The server is still reading the account">
      <p>
        It has read {formatCount(held, 'insertion')} so far: what is shown here counts those only.
        Reload in a few minutes for the whole account.
      </p>
    </Notice>
  );
}

/** The server holds only some contracts: insertions of the others have no advertiser here. */
export function ContractsNotice({ held }: { held: number }) {
  return (
    <Notice tone="warning" title="Some advertisers are not known to the server">
      <p>
        An insertion&apos;s advertiser is its contract&apos;s, and the server has read{' '}
        {formatCount(held, 'contract')} of the account (the account does not answer its contract
        list): insertions of the other contracts are not counted under an advertiser.
      </p>
    </Notice>
  );
}
