// The sync's steps on their own: a fake read (no gateway) over a mirror in memory.
import { describe, expect, it } from 'vitest';
import { MEMORY, openGatewayDb } from '../gateway/database';
import { createLogger } from '../gateway/logger';
import type { Ingested } from './ingest';
import { createMirror } from './index';
import { Stop } from './sync-budget';
import { createSteps, type SavedPass } from './sync-steps';

function steps(pages: number[], failAt: number | null = null) {
  const mirror = createMirror(openGatewayDb(MEMORY), {
    account: 'a',
    now: Date.now,
    logger: createLogger(undefined, 'silent'),
  });
  const asked: string[] = [];
  const read = async (path: string, query: string): Promise<Ingested | null> => {
    const page = Number(new URLSearchParams(query).get('page'));
    asked.push(`${path}?${query}`);
    if (page === failAt) throw new Stop('down');
    return { resource: 'invoices', read: pages[page - 1] ?? 0, kept: 0, dropped: [] };
  };
  const made = createSteps({
    mirror,
    read,
    contractList: async () => true,
    lastPass: () => null,
    passCalls: () => asked.length,
    now: Date.now,
  });
  return { ...made, mirror, asked };
}
const pass: SavedPass = { kind: 'full', startedAt: 0, step: 0 };

describe("the sync's steps", () => {
  it('reads a list whole page by page, oldest first, until a short page; then it is whole', async () => {
    const { runStep, asked, mirror } = steps([100, 100, 40]);
    await runStep('invoices', pass);
    expect(asked.map((q) => new URLSearchParams(q.split('?')[1]).get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(asked[0]).toContain('sort_order=asc');
    expect(mirror.streams.state('invoices')).toMatchObject({ cursor: null });
    expect(mirror.streams.state('invoices').fullAt).not.toBeNull();
  });

  it('a whole read stopped resumes at the page it stopped on', async () => {
    const { runStep, asked, mirror } = steps([100, 100, 40], 2);
    await expect(runStep('invoices', pass)).rejects.toThrow(Stop);
    expect(mirror.streams.state('invoices')).toMatchObject({ cursor: '2', fullAt: null });
    const again = createSteps({
      mirror,
      read: async (path, query) => {
        asked.push(`${path}?${query}`);
        return { resource: 'invoices', read: 40, kept: 0, dropped: [] };
      },
      contractList: async () => true,
      lastPass: () => null,
      passCalls: () => 0,
      now: Date.now,
    });
    await again.runStep('invoices', pass);
    expect(asked.at(-1)).toContain('page=2');
  });

  it('the newest page of a list, newest first, and no further when its rows were not all new', async () => {
    const { runStep, asked } = steps([100, 100, 100]);
    await runStep('recentInvoices', { ...pass, kind: 'short' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('sort_order=desc');
  });
});
