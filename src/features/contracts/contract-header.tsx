// The top of a contract: number, status and proposal badges, and the terms and totals as facts.
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { ContractHead } from '../../domain/contracts';
import { AdvertiserName, useAdvertiserName } from '../../components/advertiser-name';
import { Badge, StatusBadge } from '../../components/badge';
import { DateText } from '../../components/date-text';
import { Facts, OrNone } from '../../components/facts';
import { Money } from '../../components/money';
import { PageHeader } from '../../components/page-header';
import { CopyLink } from '../../components/copy-link';
import { NamesNote, UserName, usePerson } from '../../components/user-name';
import { WatchButton } from '../../components/watch-button';
import { formatCount, formatNumber, formatPercent } from '../../domain/format';
import { insertionFilterSearch } from '../../lib/insertion-filters';
import { ContractNotes } from './contract-notes';

function SoldBy({ userId }: { userId: number | null }) {
  const person = usePerson(userId ?? 0);
  if (userId === null) return <span className="muted">not recorded</span>;
  // The e-mail only for who may read the users list (the server leaves it out for the others).
  if (!person?.email) {
    return (
      <>
        <UserName id={userId} />
        <NamesNote />
      </>
    );
  }
  return (
    <>
      {person.name}{' '}
      <a href={`mailto:${person.email}`} className="contract-header__email">
        {/* A narrow column breaks the address after its @, not inside a word. */}
        {person.email.split('@').map((part, i) => (
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

/** Without `insertions` (a row of the contract list, while the contract loads) they are not counted. */
export function ContractHeader({
  contract,
}: {
  contract: ContractHead & { insertions?: readonly unknown[] };
}) {
  const c = contract;
  const advertiser = useAdvertiserName(c.advertiserId);
  return (
    <>
      <PageHeader
        title={`Contract ${c.id}`}
        documentTitle={[`Contract ${c.id}`, advertiser]}
        actions={
          <>
            <WatchButton
              kind="contract"
              target={String(c.id)}
              label={[`Contract ${c.id}`, advertiser].filter(Boolean).join(', ')}
            />
            <CopyLink />
          </>
        }
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
        <Facts
          className="facts facts--grid"
          facts={[
            {
              label: 'Advertiser',
              value: (
                <>
                  <AdvertiserName id={c.advertiserId} showNumber /> ·{' '}
                  <Link
                    to={`${paths.contracts.href()}?${insertionFilterSearch({ advertiser_id: c.advertiserId })}`}
                  >
                    their contracts
                  </Link>
                </>
              ),
            },
            { label: 'Agency', value: <OrNone value={c.agencyId} /> },
            { label: 'Sold by', value: <SoldBy userId={c.soldByUserId} /> },
            { label: 'Sold', value: <DateText value={c.dateSold} /> },
            { label: 'Created', value: <DateText value={c.dateCreated} /> },
            { label: 'Insertion order', value: <OrNone value={c.insertionOrderNumber} /> },
            {
              label: 'Terms',
              value: (
                <>
                  <OrNone value={c.terms?.name} />
                  {c.terms && !c.terms.active && <span className="muted"> (inactive)</span>}
                </>
              ),
            },
            { label: 'Percent discount', value: formatPercent(c.percentDiscount) },
            {
              label: 'Down payment',
              value: (
                <OrNone value={c.downPayment === null ? null : <Money amount={c.downPayment} />} />
              ),
            },
            {
              label: 'Tax rate',
              value: (
                <OrNone
                  value={
                    c.taxRate && (
                      <>
                        {formatPercent(c.taxRate.rate)}
                        {c.taxRate.name && <span className="muted"> ({c.taxRate.name})</span>}
                      </>
                    )
                  }
                />
              ),
            },
            {
              label: 'Currency exchange',
              value: (
                <OrNone
                  value={c.currencyExchange === null ? null : formatNumber(c.currencyExchange)}
                />
              ),
            },
            { label: 'Total', value: <Money amount={c.total} />, valueClassName: 'facts__total' },
          ]}
        />
        <h2 className="contract-section__minor">Notes</h2>
        <ContractNotes notes={c.notes} />
      </section>
    </>
  );
}
