import { describe, expect, it } from 'vitest';
import { REFERENCE_KEEP_MS } from '../api/query-client';
import { shouldPersist, usableCopy } from './persist-references';

const now = Date.UTC(2026, 10, 23, 12);
const copy = (over: Record<string, unknown> = {}) => ({
  buster: 'references-1',
  timestamp: now - 60_000,
  clientState: { queries: [], mutations: [] },
  ...over,
});

describe('usableCopy', () => {
  it('takes a copy of this shape that is younger than a day', () => {
    expect(usableCopy(copy(), now)).toEqual(copy());
  });
  it('drops a copy older than a day, of another shape, or not ours', () => {
    expect(usableCopy(copy({ timestamp: now - REFERENCE_KEEP_MS - 1 }), now)).toBeNull();
    expect(usableCopy(copy({ buster: 'references-0' }), now)).toBeNull();
    expect(usableCopy(copy({ clientState: undefined }), now)).toBeNull();
    expect(usableCopy('{"not":"an object"}', now)).toBeNull();
    expect(usableCopy(null, now)).toBeNull();
  });
});

describe('shouldPersist', () => {
  it('writes only successful queries marked as reference data', () => {
    const success = { status: 'success' } as const;
    expect(shouldPersist({ meta: { persist: true }, state: success } as never)).toBe(true);
    expect(shouldPersist({ meta: undefined, state: success } as never)).toBe(false);
    expect(shouldPersist({ meta: { persist: true }, state: { status: 'error' } } as never)).toBe(
      false,
    );
  });

  it('leaves out a list with unreadable records, keeps one without', () => {
    const list = (problems: unknown[]) =>
      ({
        meta: { persist: true },
        state: { status: 'success', data: { items: [], problems } },
      }) as never;
    expect(shouldPersist(list([{ path: 'id' }]))).toBe(false);
    expect(shouldPersist(list([]))).toBe(true);
  });
});
