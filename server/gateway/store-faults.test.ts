// Faults of the store: a full disk never lets a call go upstream unrecorded (503, said once in the
// log), copies held are still served, and the gateway recovers by itself when space returns. A
// DATA_DIR that cannot hold the store stops start-up with what is wrong and what to set.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openGatewayDb, StoreOpenError } from './database';
import { createLogger } from './logger';
import { createStoreHealth, storeProblem, StoreFault } from './store-health';
import { fillable, from, makeGateway, fakeApiForFile } from '../testing/gateway';

const { api, temp } = fakeApiForFile();

describe('a full disk', () => {
  it('is told apart from other store faults, from a real SQLITE_FULL', async () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (x BLOB)');
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    const logs: string[] = [];
    const health = createStoreHealth(createLogger({ write: (l: string) => void logs.push(l) }));
    const insert = db.prepare('INSERT INTO t VALUES (?)');
    const fill = async () => {
      for (let i = 0; i < 100; i++) insert.run(Buffer.alloc(2000));
    };
    await expect(health.write('filling', fill)).rejects.toThrow(StoreFault);
    await expect(health.write('filling', fill)).rejects.toThrow('the disk under DATA_DIR is full');
    expect(health.problem()).toBe('the disk under DATA_DIR is full');
    expect(logs).toHaveLength(1);
    db.pragma('max_page_count = 1000');
    await health.write('filling', async () => insert.run(Buffer.alloc(10)));
    expect(health.problem()).toBeNull();
    expect(logs).toHaveLength(2);
    expect(logs[1]).toContain('can be written again');
    expect(storeProblem(new Database.SqliteError('x', 'SQLITE_READONLY_DBMOVED'))).toBe(
      'DATA_DIR is not writable',
    );
    db.close();
  });

  it('never calls upstream unrecorded, serves what it holds, logs once, recovers', async () => {
    let clock = 1_000_000;
    const inner = openGatewayDb(join(temp.dir, 'data'));
    const { db, state } = fillable(inner);
    const g = makeGateway(api, { db, now: () => clock, cacheTtlMs: 60_000 });
    await g.app.request('/api/base/contracts/1', from('a'));
    await g.app.request('/api/base/products/', from('a'));
    expect(api.seen).toHaveLength(2);

    state.full = true;
    clock += 120_000;
    // Fresh copies are served as ever (marking them used fails quietly).
    const hit = await g.app.request('/api/base/products/', from('a'));
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-gateway-cache')).toBe('hit');
    // An old copy is served, marked stale with the reason, rather than asking unrecorded.
    const old = await g.app.request('/api/base/contracts/1', from('a'));
    expect(old.status).toBe(200);
    expect(old.headers.get('x-gateway-stale-reason')).toBe('store');
    // Nothing held: a clear 503, and the API is not asked.
    for (let i = 0; i < 3; i++) {
      const none = await g.app.request('/api/base/contracts/2', from('a'));
      expect(none.status).toBe(503);
      expect(await none.json()).toEqual({
        error:
          'The server cannot record API requests in its quota ledger (the disk under DATA_DIR is ' +
          'full), so it does not ask the API; what it already holds is still served',
      });
    }
    expect(api.seen).toHaveLength(2);
    const faults = g.logs.filter((line) => line.includes('cannot be written'));
    expect(faults).toHaveLength(1);
    expect(JSON.parse(faults[0]!)).toMatchObject({ code: 'SQLITE_FULL', level: 50 });

    state.full = false;
    const back = await g.app.request('/api/base/contracts/2', from('a'));
    expect(back.status).toBe(200);
    expect(api.seen).toHaveLength(3);
    expect(g.logs.filter((line) => line.includes('can be written again'))).toHaveLength(1);
    const status = (await (await g.app.request('/api/status', from('a'))).json()) as {
      you: { used: number };
    };
    expect(status.you.used).toBe(3);
    g.close();
  });
});

describe('a DATA_DIR that cannot hold the store', () => {
  it('is refused with what is wrong and what to set', () => {
    writeFileSync(join(temp.dir, 'a-file'), 'x');
    mkdirSync(join(temp.dir, 'taken', 'gateway.sqlite'), { recursive: true });
    for (const bad of [join(temp.dir, 'a-file', 'data'), join(temp.dir, 'taken')]) {
      let error: unknown;
      try {
        openGatewayDb(bad);
      } catch (e) {
        error = e;
      }
      expect(error, bad).toBeInstanceOf(StoreOpenError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^DATA_DIR "${bad}" cannot hold the gateway's cache and quota ledger \\(.*(ENOTDIR|SQLITE_CANTOPEN).*\\)\\. Set DATA_DIR to a directory .*DATA_DIR=:memory:`,
        ),
      );
    }
  });

  it('ends start-up with that message and no stack', () => {
    writeFileSync(join(temp.dir, 'a-file'), 'x');
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'main.ts')], {
      env: {
        PATH: process.env.PATH,
        // CI's run on the image's Node passes its better-sqlite3 hook this way (ci-node-lts.sh).
        NODE_OPTIONS: process.env.NODE_OPTIONS ?? '',
        DATA_DIR: join(temp.dir, 'a-file', 'data'),
        DEMO_SCALE: '0.1',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `Configuration error: DATA_DIR "${join(temp.dir, 'a-file', 'data')}"`,
    );
    expect(run.stderr).toContain('DATA_DIR=:memory:');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
