// A read-only role for a reporting tool (Metabase, Grafana, a spreadsheet over ODBC): a NOLOGIN
// group role `viewer_reports` that may read the mirror's tables and nothing else, and a login role
// in it that a team hands out. The grants name the tables one by one rather than "every table of
// the schema, now and later" (ALTER DEFAULT PRIVILEGES): the gateway's own tables (its ledger, its
// cache, sign-outs) live in the same schema and must stay unreadable, also those added later. A
// mirror table a later migration adds is granted at start-up (`grantReports`).
//
// A report cannot hurt the app: the login has few connections, its statements and its idle
// transactions are ended after a while, it cannot create temporary tables on the app's database,
// and nothing the app locks is a lock it may take (server/store/migrations.ts). What a role-level
// setup cannot do (CONNECT to the cluster's other databases is PUBLIC's by default) is returned
// as SQL for a DBA (docs/data.md).
import type pg from 'pg';
import { ALL_TABLES } from '../tables';
import { inTransaction } from './schema';

export const REPORT_GROUP = 'viewer_reports';

/** The reporting login's bounds: settings are a login's own (a group's are not inherited). */
const REPORT_CONNECTIONS = 5;
const REPORT_LIMITS = [
  ['default_transaction_read_only', 'on'],
  ['statement_timeout', '60s'],
  ['lock_timeout', '5s'],
  ['idle_in_transaction_session_timeout', '60s'],
] as const;

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Grants the group what it reads, when the group exists (after every migration). */
export async function grantReports(client: pg.ClientBase): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [
    REPORT_GROUP,
  ]);
  if (!rowCount) return false;
  await client.query(`GRANT USAGE ON SCHEMA public TO ${REPORT_GROUP}`);
  await client.query(`GRANT SELECT ON ${ALL_TABLES.join(', ')} TO ${REPORT_GROUP}`);
  return true;
}

/**
 * Creates (or updates) the group and a login role in it. The login role is read-only twice over:
 * it holds SELECT grants only, and its sessions are read-only by default.
 */
export async function createReportRole(
  client: pg.ClientBase,
  login: string,
  password: string,
): Promise<{ leftToDo: string[] }> {
  if (!NAME.test(login) || login === REPORT_GROUP) {
    throw new Error(
      `"${login}" is not a role name to create: lowercase letters, digits and _, starting with a ` +
        `letter or _, at most 63 characters, and not ${REPORT_GROUP} itself.`,
    );
  }
  if (password.length < 12) throw new Error('The password must be at least 12 characters long.');
  const { rows } = await client.query<{ rolname: string; reporting: boolean }>(
    `SELECT r.rolname, NOT r.rolsuper AND EXISTS (SELECT 1 FROM pg_auth_members m
       JOIN pg_roles g ON g.oid = m.roleid WHERE m.member = r.oid AND g.rolname = $2) AS reporting
     FROM pg_roles r WHERE r.rolname = ANY($1)`,
    [[REPORT_GROUP, login], REPORT_GROUP],
  );
  const exists = new Set(rows.map((r) => r.rolname));
  // Never give a password (or read-only sessions) to a role that is someone else's.
  if (rows.some((r) => r.rolname === login && !r.reporting)) {
    throw new Error(`The role "${login}" exists and is not a reporting role: choose another name.`);
  }
  const secret = client.escapeLiteral(password);
  const { rows: where } = await client.query<{ db: string; owns: boolean }>(
    `SELECT current_database() AS db, pg_has_role(current_user, datdba, 'MEMBER') AS owns
     FROM pg_database WHERE datname = current_database()`,
  );
  const db = client.escapeIdentifier(where[0]!.db);
  await inTransaction(client, async () => {
    if (!exists.has(REPORT_GROUP)) await client.query(`CREATE ROLE ${REPORT_GROUP} NOLOGIN`);
    await grantReports(client);
    await client.query(
      exists.has(login)
        ? `ALTER ROLE ${login} LOGIN PASSWORD ${secret}`
        : `CREATE ROLE ${login} LOGIN PASSWORD ${secret} IN ROLE ${REPORT_GROUP}`,
    );
    await client.query(`GRANT ${REPORT_GROUP} TO ${login}`);
    await client.query(`ALTER ROLE ${login} CONNECTION LIMIT ${REPORT_CONNECTIONS}`);
    for (const [setting, value] of REPORT_LIMITS) {
      await client.query(`ALTER ROLE ${login} SET ${setting} = '${value}'`);
    }
    await client.query(`GRANT CONNECT ON DATABASE ${db} TO ${REPORT_GROUP}`);
    // TEMPORARY is PUBLIC's by default; the app needs none, and the database's owner keeps it.
    if (where[0]!.owns) await client.query(`REVOKE TEMPORARY ON DATABASE ${db} FROM PUBLIC`);
  });
  return { leftToDo: await leftToDo(client, login) };
}

/** What a role-level setup could not do: SQL for the DBA, to run as each database's owner. */
async function leftToDo(client: pg.ClientBase, login: string): Promise<string[]> {
  const { rows } = await client.query<{ datname: string; here: boolean; temp: boolean }>(
    `SELECT datname, datname = current_database() AS here,
       has_database_privilege($1, datname, 'TEMPORARY') AS temp
     FROM pg_database WHERE datallowconn AND has_database_privilege($1, datname, 'CONNECT')`,
    [login],
  );
  return rows.flatMap(({ datname, here, temp }) => {
    const db = client.escapeIdentifier(datname);
    if (!here) return [`REVOKE CONNECT, TEMPORARY ON DATABASE ${db} FROM PUBLIC;`];
    return temp ? [`REVOKE TEMPORARY ON DATABASE ${db} FROM PUBLIC;`] : [];
  });
}
