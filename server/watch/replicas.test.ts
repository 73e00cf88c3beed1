// Two replicas on one Postgres send each digest once: both tick at once (as around a change of
// sync leader), each digest claimed in the store before its send; the SMTP server gets each once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../auth/policy';
import { MEMORY, openGatewayDb } from '../gateway/database';
import { clusterForFile } from '../store/pg-cluster';
import { openPostgres } from '../store/postgres';
import { readDigestConfig } from './config';
import { createDigests } from './digests';
import { createWatchStore } from './store';
import { postgresSql } from '../store/sql';
import { startSmtp } from '../testing/smtp';

const { freshDatabase } = clusterForFile('digest_replicas');
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

it('sends each digest once with two replicas ticking together', async () => {
  const { url } = freshDatabase();
  const pools = await Promise.all([openPostgres(url), openPostgres(url)]);
  try {
    const config = {
      ...readDigestConfig({ PUBLIC_URL: 'https://viewer.example.com', DIGEST_HOUR: '0' }),
      smtpUrl: smtp.url,
    };
    const replicas = pools.map(({ pool }) => {
      const store = createWatchStore(postgresSql(pool));
      return {
        store,
        digests: createDigests({
          store,
          mirrorDb: openGatewayDb(MEMORY),
          policy: DEFAULT_POLICY,
          config,
          anonymous: false,
          isLeader: () => true,
          passDone: () => true,
        }),
      };
    });
    const at = Date.now();
    for (let n = 1; n <= 6; n++) {
      const digest = { subject: 'S', text: 'T', html: 'H', recipient: `p${n}@example.com` };
      await replicas[n % 2]!.store.addDigest({ owner: `p${n}`, run: 'day', ...digest }, at);
    }
    await Promise.all([...replicas, ...replicas].map((r) => r.digests.tick()));
    const to = smtp.received.map((m) => m.to[0]).sort();
    expect(to).toEqual([1, 2, 3, 4, 5, 6].map((n) => `p${n}@example.com`));
    expect(await replicas[0]!.store.due(Date.now() + 3_600_000)).toEqual([]);
  } finally {
    await Promise.all(pools.map((p) => p.close()));
  }
}, 60_000);
