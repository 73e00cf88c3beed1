// POST /__demo/next-day: the demo plays its next day, in demo mode only.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../gateway/logger';
import { buildDemoDb } from './index';
import { playNextDay } from './next-day';

const gateway = {
  routes: new Hono(),
  metricsHandler: async () => new Response(''),
  logger: createLogger(undefined, 'silent'),
};

describe('POST /__demo/next-day', () => {
  it('plays a day in demo mode and answers the records it changed', async () => {
    const { db } = buildDemoDb(1);
    const app = createApp({
      gateway,
      mode: 'demo',
      distDir: '/nonexistent',
      demoNextDay: () => playNextDay(db),
    });
    const first = await app.request('/__demo/next-day', { method: 'POST' });
    expect(first.status).toBe(200);
    const { played } = (await first.json()) as { played: { won: number } };
    expect(db.prepare('SELECT status FROM contracts WHERE id = ?').pluck().get(played.won)).toBe(
      'Won',
    );
    // The next call plays another day: other records.
    const second = (await (await app.request('/__demo/next-day', { method: 'POST' })).json()) as {
      played: { won: number };
    };
    expect(second.played.won).toBeGreaterThan(played.won);
  });

  it('does not exist outside demo mode', async () => {
    const app = createApp({
      gateway,
      mode: 'proxy',
      distDir: '/nonexistent',
      demoNextDay: () => ({}),
    });
    expect((await app.request('/__demo/next-day', { method: 'POST' })).status).toBe(405);
  });
});
