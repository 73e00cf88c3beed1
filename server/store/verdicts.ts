// The verdicts on the copy's kinds of answer (server/mirror/verify.ts) in either store: the
// gateway's SQLite file, or Postgres, one set for every server on the database (a kind one server
// found differing is answered by the API on all). This account's verdicts only: another account's
// go with its copy (account.ts).
import type { Verdict, VerdictStore } from '../mirror/verify';
import type { Sql } from './sql';

export function verdictStore(sql: Sql, account: string): VerdictStore {
  return {
    async all() {
      const rows = await sql.all<Omit<Verdict, 'off'> & { off: boolean | number }>(
        `SELECT kind, compared, differed, off, since_on AS "sinceOn", request, member, at
         FROM mirror_verdicts WHERE account = ? ORDER BY kind`,
        [account],
      );
      // SQLite keeps a boolean as 0 or 1.
      return rows.map((row) => ({ ...row, off: Boolean(row.off) }));
    },
    async record(kind, difference, at) {
      await sql.run(
        `INSERT INTO mirror_verdicts
           (account, kind, compared, differed, off, since_on, request, member, at)
         VALUES (?, ?, 1, ?, ?, 1, ?, ?, ?)
         ON CONFLICT (account, kind) DO UPDATE SET compared = mirror_verdicts.compared + 1,
           differed = mirror_verdicts.differed + excluded.differed,
           off = CASE WHEN excluded.off THEN excluded.off ELSE mirror_verdicts.off END,
           since_on = mirror_verdicts.since_on + 1,
           request = COALESCE(excluded.request, mirror_verdicts.request),
           member = COALESCE(excluded.member, mirror_verdicts.member),
           at = COALESCE(excluded.at, mirror_verdicts.at)`,
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
    reset: (kind) =>
      sql.run(
        `UPDATE mirror_verdicts SET off = ?, since_on = 0
         WHERE account = ? AND (CAST(? AS TEXT) IS NULL OR kind = ?) AND off = ?`,
        [false, account, kind, kind, true],
      ),
  };
}
