// /status with DATABASE_URL: the status's `mirror.postgres` read from the server's JSON, and what
// the page says of it for a leader, a follower and a Postgres that is behind.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseMirrorStatus, type MirrorPostgres } from '../../api/gateway-status';
import { PostgresCopy } from './status-sections';

const mirror = (postgres: unknown) =>
  parseMirrorStatus({ resources: { contracts: { rows: 3, asOf: null } }, postgres });

const said = (postgres: MirrorPostgres) =>
  renderToStaticMarkup(<PostgresCopy postgres={postgres} />).replace(/<[^>]+>/g, ' ');

describe("the Postgres copy's status", () => {
  it('is read from the server, and is null without DATABASE_URL or when malformed', () => {
    expect(
      mirror({
        role: 'follower',
        behind: 0,
        publishedAt: null,
        pulledAt: '2026-11-27T05:00:00.000Z',
        problem: null,
      })?.postgres,
    ).toEqual({
      role: 'follower',
      behind: 0,
      publishedAt: null,
      pulledAt: '2026-11-27T05:00:00.000Z',
      problem: null,
    });
    expect(mirror(undefined)?.postgres).toBeNull();
    expect(mirror({ role: 'boss', behind: 3 })?.postgres).toBeNull();
    expect(mirror({ role: 'leader', behind: 'many' })?.postgres).toMatchObject({ behind: 0 });
  });

  it('says a leader publishes, and how much is still to publish', () => {
    const text = said({
      role: 'leader',
      behind: 1,
      publishedAt: '2026-11-27T05:00:00.000Z',
      pulledAt: null,
      problem: null,
    });
    expect(text).toContain('This server leads the sync');
    expect(text).toContain('(last Nov 27, 2026, 05:00 UTC; 1 row still to publish)');
    expect(text).not.toContain('behind');
  });

  it('says a follower makes no passes, and that Postgres is behind, in place', () => {
    const text = said({
      role: 'follower',
      behind: 0,
      publishedAt: null,
      pulledAt: null,
      problem: 'connect ECONNREFUSED 10.0.0.5:5432',
    });
    expect(text).toContain('copies what the leader published to Postgres (last never)');
    expect(text).toContain('makes no passes of its own');
    expect(text).toContain('Postgres is behind');
    expect(text).toContain('connect ECONNREFUSED 10.0.0.5:5432. This server’s pages still answer');
  });
});
