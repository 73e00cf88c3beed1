// `npm run db:report-role -- <name>`: creates (or updates) a read-only login role for a reporting
// tool on the database in DATABASE_URL (as a role that may create roles), in the group
// `viewer_reports` that reads the account mirror's tables and nothing else. The password comes from
// REPORT_PASSWORD, or is made up and printed once.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withSecretFiles } from '../server/config';
import { migrateMirrorSchema } from '../server/mirror/pg/schema';
import { createReportRole, REPORT_GROUP } from '../server/mirror/pg/report-role';

async function main() {
  const name = process.argv[2];
  const url = withSecretFiles(process.env).DATABASE_URL;
  if (!name || !url) {
    console.error(
      'Usage: DATABASE_URL=postgres://admin@host/db npm run db:report-role -- <role name>\n' +
        '(in the image: node dist/server/db-report-role.js <role name>; DATABASE_URL_FILE also)\n' +
        '(REPORT_PASSWORD=... to choose its password; otherwise one is made up and printed.)',
    );
    process.exit(2);
  }
  const password = process.env.REPORT_PASSWORD ?? randomBytes(18).toString('base64url');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The tables exist before they are granted (a server may not have started on it yet).
    await migrateMirrorSchema(client);
    const { leftToDo } = await createReportRole(client, name, password);
    console.log(`Role "${name}" (in ${REPORT_GROUP}) may read the mirror's tables, read-only.`);
    if (leftToDo.length > 0) {
      console.log(
        'What only a database owner can change (CONNECT to the other databases, TEMPORARY): ' +
          `run as each one's owner (docs/data.md):\n  ` +
          leftToDo.join('\n  '),
      );
    }
  } finally {
    await client.end();
  }
  if (!process.env.REPORT_PASSWORD) console.log(`Its password: ${password}`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
