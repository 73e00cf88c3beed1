// The verdicts on the copy's kinds of answer (server/mirror/verify.ts) in Postgres, one set for
// every server on the database: a kind one server found differing is answered by the API on all.
import type pg from 'pg';
import type { Verdict, VerdictStore } from '../mirror/verify';

export function postgresVerdicts(pool: pg.Pool, account: string): VerdictStore {
  return {
    async all() {
      const { rows } = await pool.query<Verdict>(
        `SELECT kind, compared, differed, off, since_on AS "sinceOn", request, member, at
         FROM mirror_verdicts WHERE account = $1 ORDER BY kind`,
        [account],
      );
      return rows;
    },
    async record(kind, difference, at) {
      await pool.query(
        `INSERT INTO mirror_verdicts AS v
           (account, kind, compared, differed, off, since_on, request, member, at)
         VALUES ($1, $2, 1, $3, $4, 1, $5, $6, $7)
         ON CONFLICT (account, kind) DO UPDATE SET compared = v.compared + 1,
           differed = v.differed + excluded.differed, off = v.off OR excluded.off,
           since_on = v.since_on + 1, request = COALESCE(excluded.request, v.request),
           member = COALESCE(excluded.member, v.member), at = COALESCE(excluded.at, v.at)`,
        [
          account,
          kind,
          difference ? 1 : 0,
          difference !== null,
          difference?.request ?? null,
          difference?.member ?? null,
          difference ? at : null,
        ],
      );
    },
    async reset(kind) {
      const { rowCount } = await pool.query(
        `UPDATE mirror_verdicts SET off = false, since_on = 0
         WHERE account = $1 AND ($2::text IS NULL OR kind = $2) AND off`,
        [account, kind],
      );
      return rowCount ?? 0;
    },
  };
}
