// /status's lines about the copy in Postgres (DATABASE_URL): whether this server leads the sync and
// publishes, or follows and copies, and whether Postgres is behind.
import type { MirrorPostgres } from '../../api/gateway-status';
import { Notice } from '../../components/notice';
import { formatCount, formatTimestamp } from '../../domain/format';

/** An ISO time in UTC, said so: the server and the reader may be in other time zones. */
export const utc = (iso: string | null) => (iso ? `${formatTimestamp(iso)} UTC` : 'never');

/** With several servers on one Postgres: what this one does with the copy, and whether it lags. */
export function PostgresCopy({ postgres }: { postgres: MirrorPostgres }) {
  return (
    <>
      <p>
        {postgres.role === 'leader'
          ? `This server leads the sync: it runs the passes and publishes the copy to Postgres (last ${utc(postgres.publishedAt)}${postgres.behind > 0 ? `; ${formatCount(postgres.behind, 'row')} still to publish` : ''}).`
          : `This server follows the sync’s leader: it copies what the leader published to Postgres (last ${utc(postgres.pulledAt)}) and makes no passes of its own; the passes below are the leader’s.`}
      </p>
      {postgres.problem && (
        <Notice tone="warning" title="Postgres is behind">
          {postgres.problem}. This server’s pages still answer from its own copy; it tries again.
        </Notice>
      )}
    </>
  );
}
