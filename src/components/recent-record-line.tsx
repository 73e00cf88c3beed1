// One record of the recently viewed list: a link to it, then its advertiser and label when known.
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import type { RecentRecord } from '../lib/recent';
import { AdvertiserName } from './advertiser-name';

export function RecentRecordLine({ record: r }: { record: RecentRecord }) {
  return (
    <>
      <Link to={r.kind === 'contract' ? paths.contract.href(r.id) : paths.invoice.href(r.id)}>
        {r.kind === 'contract' ? 'Contract' : 'Invoice'} {r.id}
      </Link>
      {r.advertiserId !== undefined && (
        <>
          {' · '}
          <AdvertiserName id={r.advertiserId} />
        </>
      )}
      {r.label && <span className="muted"> · {r.label}</span>}
    </>
  );
}
