// The person behind the watches is kept by the sign-in's guard once, not by every page's read of
// /api/watches: a page load writes nothing to the store.
import { expect, it } from 'vitest';
import { createApp } from '../app';
import { readAuthConfig } from '../auth/config';
import { DEFAULT_POLICY } from '../auth/policy';
import { MEMORY, openGatewayDb } from '../gateway/database';
import { echoApi, stubGateway, testDist } from '../testing/viewer';
import { readDigestConfig } from './config';
import { createDigests } from './digests';
import { watchRoutes } from './routes';
import { createWatchStore } from './store';
import { sqliteSql } from '../store/sql';

it('writes the person once, at their first request and when their roles change; a page load writes nothing', async () => {
  const db = openGatewayDb(MEMORY);
  const runner = sqliteSql(db);
  const writes: string[] = [];
  const store = createWatchStore({
    ...runner,
    run: (sql, params) => {
      writes.push(sql.trim().split(/\s+/).slice(0, 3).join(' '));
      return runner.run(sql, params);
    },
  });
  const config = readDigestConfig({});
  const deps = { store, mirrorDb: db, policy: DEFAULT_POLICY, config };
  const digests = createDigests({
    ...deps,
    anonymous: false,
    isLeader: () => true,
    passDone: () => true,
  });
  const watches = watchRoutes({ ...deps, digests });
  const app = createApp({
    gateway: stubGateway(echoApi({ users: 0 })),
    mode: 'demo',
    distDir: testDist(),
    auth: {
      config: readAuthConfig({ AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1' }, '0.0.0.0'),
    },
    watches,
  });
  const as = (email: string, path: string, init: RequestInit = {}) =>
    app.request(
      path,
      { ...init, headers: { 'x-auth-request-email': email, 'content-type': 'application/json' } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
  const maria = 'maria.chen@harborcitymedia.com';

  expect((await as(maria, '/')).status).toBe(200);
  expect(writes).toEqual(['INSERT INTO watch_people']);
  expect(await store.person(maria)).toMatchObject({
    email: maria,
    roles: ['accounting'],
  });
  writes.length = 0;
  for (let n = 0; n < 3; n++) {
    expect((await as(maria, '/')).status).toBe(200);
    const watches = await as(maria, '/api/watches');
    expect(watches.status).toBe(200);
    expect(await watches.json()).toMatchObject({
      watches: [],
      mailTo: null,
      mailNote: 'This server sends no e-mail (SMTP_URL is not set).',
    });
  }
  expect(writes).toEqual([]);
  // Following is a write of its own; the person is known already.
  const body = JSON.stringify({ kind: 'view', target: '/contracts', label: 'Contracts' });
  expect((await as(maria, '/api/watches', { method: 'POST', body })).status).toBe(201);
  expect(writes).toEqual(['INSERT INTO watches']);
  writes.length = 0;
  // Her roles changed in the users list: kept again at her next request.
  await watches.keepPerson({ email: maria, name: 'Maria', roles: ['accounting', 'sales'] });
  expect(writes).toEqual(['INSERT INTO watch_people']);
});
