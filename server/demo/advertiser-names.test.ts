// The demo's names file (the README's example): a name for every demo advertiser, hostile ones included.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseNamesCsv } from '../names';
import { ADVERTISERS_PER_BLOCK } from './specials';
import { demo } from '../testing/demo';

const path = fileURLToPath(new URL('./advertiser-names.csv', import.meta.url));
const { names, warnings } = parseNamesCsv(readFileSync(path, 'utf8'), path);
const byId = new Map(names.map((n) => [n.id, n.name]));

describe('server/demo/advertiser-names.csv', () => {
  it('reads without a warning and names every advertiser of the first block', () => {
    expect(warnings).toEqual([]);
    expect(names.map((n) => n.id)).toEqual(
      Array.from({ length: ADVERTISERS_PER_BLOCK }, (_, i) => i + 1),
    );
    const used = demo().db.prepare('SELECT DISTINCT advertiser_id AS id FROM contracts').all() as {
      id: number;
    }[];
    expect(used.filter(({ id }) => !byId.has(id))).toEqual([]);
  });

  it('holds the hostile cases the e2e tests look for', () => {
    const all = names.map((n) => n.name);
    expect(all).toContain('<b>Bold</b> & Brash Sign Co.');
    expect(all.some((n) => n.includes('onerror='))).toBe(true);
    expect(all).toContain("O'Brien & Sons Hardware");
    expect(all).toContain('Smith, Jones & "Partners" Advertising');
    expect(all.some((n) => /\p{Extended_Pictographic}/u.test(n))).toBe(true);
    expect(all.some((n) => n.length > 100)).toBe(true);
  });
});
