// The demo API: builds the seeded data set and answers /base/* and /secondary/* like upstream.
import { Hono } from 'hono';
import { PRODUCTS } from './catalog';
import { contractWriter, finishDb, openDb } from './db';
import { faultMiddleware } from './faults';
import { firstIds } from './gen-insertions';
import { generateContract } from './generate';
import { USERS } from './people';
import { BadRequest } from './params';
import { createRoutes } from './routes';
import { CONTRACTS_PER_BLOCK, FIRST_INSERTION_ID, FIRST_INVOICE_ID } from './specials';

export { KNOWN } from './known';

export function buildDemoDb(scale: number) {
  const db = openDb();
  const write = contractWriter(db);
  const counters = firstIds();
  // 300 per unit of scale, at least one.
  const contracts = Math.max(1, Math.round(CONTRACTS_PER_BLOCK * scale));
  db.transaction(() => {
    for (let index = 0; index < contracts; index++) write(generateContract(index, counters));
  })();
  finishDb(db);
  return {
    db,
    stats: {
      products: PRODUCTS.length,
      contracts,
      insertions: counters.insertion - FIRST_INSERTION_ID,
      invoices: counters.invoice - FIRST_INVOICE_ID,
      users: USERS.length,
    },
  };
}

export function createDemoApi({
  scale,
  contractList = true,
}: {
  scale: number;
  /** false (DEMO_CONTRACT_LIST=0): the account answers no contract list, 404 like upstream. */
  contractList?: boolean;
}) {
  const { db, stats } = buildDemoDb(scale);
  // Each path answers with and without a trailing slash, as upstream does.
  const app = new Hono({ strict: false });
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json({ error: 'Method not allowed' }, 405, { allow: 'GET' });
    }
    await next();
  });
  app.use('*', faultMiddleware);
  app.route('/', createRoutes(db, { contractList }));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  // Upstream answers its failures as {"error"} too; the gateway passes on no plain-text 500.
  app.onError((error, c) =>
    error instanceof BadRequest
      ? c.json({ error: error.message }, 400)
      : c.json({ error: 'Internal server error' }, 500),
  );
  return { app, stats, db };
}

export type DemoApi = ReturnType<typeof createDemoApi>;
