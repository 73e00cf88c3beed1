// The top of a contract: number, status and proposal badges, and the terms and totals as facts.
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { ContractHead } from '../../api/contracts';
import { userListQuery } from '../../api/users';
import { AdvertiserName } from '../../components/advertiser-name';
import { Badge, StatusBadge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { formatCount, formatNumber, formatPercent } from '../../lib/format';
import { insertionFilterSearch } from '../../lib/insertion-filters';
import { ContractNotes } from './contract-notes';

function SoldBy({ userId }: { userId: number | null }) {
  const users = useQuery(userListQuery());
  if (userId === null) return <span className="muted">not recorded</span>;
  if (users.isPending) return <span className="muted">User {userId}…</span>;
  const user = users.data?.items.find((u) => u.id === userId);
  if (user) {
    return (
      <>
        {`${user.firstName} ${user.lastName}`.trim()}{' '}
        <a href={`mailto:${user.email}`} className="contract-header__email">
          {/* A narrow column breaks the address after its @, not inside a word. */}
          {user.email.split('@').map((part, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <>
                  @<wbr />
                </>
              )}
              {part}
            </Fragment>
          ))}
        </a>
      </>
    );
  }
  return (
    <>
      User {userId}{' '}
      <span className="muted">
        {users.error ? '(the user list could not be loaded)' : '(not in the user list)'}
      </span>
      {users.error ? (
        <button type="button" className="button" onClick={() => void users.refetch()}>
          Retry
        </button>
      ) : null}
    </>
  );
}

/** Without `insertions` (a row of the contract list, while the contract loads) they are not counted. */
export function ContractHeader({
  contract,
}: {
  contract: ContractHead & { insertions?: readonly unknown[] };
}) {
  const c = contract;
  return (
    <>
      <PageHeader
        title={`Contract ${c.id}`}
        badges={
          <>
            <StatusBadge status={c.status} />
            {c.isProposal && <Badge tone="info">Proposal</Badge>}
          </>
        }
        subtitle={
          <>
            <AdvertiserName id={c.advertiserId} /> ·{' '}
            {c.insertions ? formatCount(c.insertions.length, 'insertion') : 'insertions loading…'}
          </>
        }
      />
      <section aria-label="Terms and totals" className="contract-section">
        <dl className="facts facts--grid">
          <div>
            <dt>Advertiser</dt>
            <dd>
              <AdvertiserName id={c.advertiserId} showNumber /> ·{' '}
              <Link
                to={`${paths.contracts.href()}?${insertionFilterSearch({ advertiser_id: c.advertiserId })}`}
              >
                their contracts
              </Link>
            </dd>
          </div>
          <div>
            <dt>Agency</dt>
            <dd>{c.agencyId ?? <span className="muted">none</span>}</dd>
          </div>
          <div>
            <dt>Sold by</dt>
            <dd>
              <SoldBy userId={c.soldByUserId} />
            </dd>
          </div>
          <div>
            <dt>Sold</dt>
            <dd>
              <DateText value={c.dateSold} />
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              <DateText value={c.dateCreated} />
            </dd>
          </div>
          <div>
            <dt>Insertion order</dt>
            <dd>{c.insertionOrderNumber ?? <span className="muted">none</span>}</dd>
          </div>
          <div>
            <dt>Terms</dt>
            <dd>
              {c.terms?.name ?? <span className="muted">none</span>}
              {c.terms && !c.terms.active && <span className="muted"> (inactive)</span>}
            </dd>
          </div>
          <div>
            <dt>Percent discount</dt>
            <dd>{formatPercent(c.percentDiscount)}</dd>
          </div>
          <div>
            <dt>Down payment</dt>
            <dd>
              {c.downPayment === null ? (
                <span className="muted">none</span>
              ) : (
                <Money amount={c.downPayment} />
              )}
            </dd>
          </div>
          <div>
            <dt>Tax rate</dt>
            <dd>
              {c.taxRate ? (
                <>
                  {formatPercent(c.taxRate.rate)}
                  {c.taxRate.name && <span className="muted"> ({c.taxRate.name})</span>}
                </>
              ) : (
                <span className="muted">none</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Currency exchange</dt>
            <dd>
              {c.currencyExchange === null ? (
                <span className="muted">none</span>
              ) : (
                formatNumber(c.currencyExchange)
              )}
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd className="facts__total">
              <Money amount={c.total} />
            </dd>
          </div>
        </dl>
        <h2 className="contract-section__minor">Notes</h2>
        <ContractNotes notes={c.notes} />
      </section>
    </>
  );
}
