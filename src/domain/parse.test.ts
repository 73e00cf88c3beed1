import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { formatPath, listIn, parseList, parseOne, recordIdOf } from './parse';
import { omit } from '../testing/demo-fetch';
import { wireId, wireNumber, wireText } from './wire';

const schema = z.object({ id: wireId, name: wireText, rate: wireNumber });
const good = (id: number) => ({ id: String(id), name: `Rate ${id}`, rate: '10.00' });

function caught(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a throw');
}

describe('parseOne', () => {
  it('returns the parsed record', () => {
    expect(parseOne(schema, good(1), 'base /x/1')).toEqual({ id: 1, name: 'Rate 1', rate: 10 });
  });

  it('throws a parse ApiError naming endpoint, record and field', () => {
    const error = caught(() => parseOne(schema, { ...good(7), rate: 'n/a' }, 'base /x/7'));
    expect(error.kind).toBe('parse');
    expect(error.endpoint).toBe('base /x/7');
    expect(error.recordId).toBe('7');
    expect(error.fieldPath).toBe('rate');
    expect(error.message).toBe('expected a number, got "n/a"');
    expect(error.isTransient).toBe(false);
  });

  it('names the record even when its id drifted to {"value": id}, and lists further fields', () => {
    const rest = omit(good(9), 'name');
    const error = caught(() => parseOne(schema, { ...rest, id: { value: '9' } }, 'base /x/9'));
    expect(error.recordId).toBe('9');
    expect(error.fieldPath).toBe('id');
    expect(error.message).toMatch(/also name: expected text, got nothing/);
  });

  it('a record that is not an object', () => {
    const error = caught(() => parseOne(schema, 'oops', 'base /x/1'));
    expect(error.recordId).toBeUndefined();
    expect(error.fieldPath).toBe('');
  });
});

describe('parseList', () => {
  it('keeps the good records and reports the bad one by id, index and field', () => {
    const items = [good(1), { ...good(2), rate: 'n/a' }, good(3), 'junk'];
    const result = parseList(schema, items, 'base /x/');
    expect(result.items.map((r) => r.id)).toEqual([1, 3]);
    expect(result.problems).toEqual([
      {
        endpoint: 'base /x/',
        recordId: '2',
        index: 1,
        fieldPath: 'rate',
        message: 'expected a number, got "n/a"',
      },
      expect.objectContaining({ recordId: null, index: 3, fieldPath: '' }),
    ]);
  });

  it('with a fast reader, zod decides only what the reader turns down', () => {
    let zodCalls = 0;
    const counted = schema.transform((r) => {
      zodCalls++;
      return r;
    });
    const fast = (raw: unknown) => {
      const r = raw as { id: string; name: string; rate: string };
      return r.rate === '10.00' ? { id: Number(r.id), name: r.name, rate: 10 } : undefined;
    };
    const items = [good(1), { ...good(2), rate: 12 }, { ...good(3), rate: [] }];
    const result = parseList(counted, items, 'base /x/', fast);
    expect(result.items).toEqual([
      { id: 1, name: 'Rate 1', rate: 10 },
      { id: 2, name: 'Rate 2', rate: 12 },
    ]);
    expect(result.problems.map((p) => [p.recordId, p.fieldPath])).toEqual([['3', 'rate']]);
    expect(zodCalls).toBe(1);
  });

  it('an empty list', () => {
    expect(parseList(schema, [], 'base /x/')).toEqual({ items: [], problems: [] });
  });
});

describe('listIn', () => {
  it('finds the named array, or a bare one where allowed', () => {
    expect(listIn({ sections: [1] }, 'sections', 'e')).toEqual([1]);
    expect(listIn([1, 2], 'products', 'e', { bare: true })).toEqual([1, 2]);
    expect(listIn({ products: [3] }, 'products', 'e', { bare: true })).toEqual([3]);
    expect(listIn(null, 'sections', 'e')).toEqual([]);
    expect(listIn({ sections: null }, 'sections', 'e')).toEqual([]);
  });

  it('throws a parse ApiError when the container is wrong', () => {
    const missing = caught(() => listIn({ section: [] }, 'sections', 'secondary /sections/'));
    expect(missing.kind).toBe('parse');
    expect(missing.endpoint).toBe('secondary /sections/');
    expect(missing.message).toMatch(/"sections"/);
    expect(caught(() => listIn([1], 'sections', 'e')).kind).toBe('parse');
    const notArray = caught(() => listIn({ sections: 'x' }, 'sections', 'e'));
    expect(notArray.fieldPath).toBe('sections');
    expect(caught(() => listIn('<html>', 'products', 'e', { bare: true })).kind).toBe('parse');
  });
});

describe('helpers', () => {
  it('formatPath', () => {
    expect(formatPath(['schedule', 0, 'date_start'])).toBe('schedule[0].date_start');
    expect(formatPath([2, 'id'])).toBe('[2].id');
    expect(formatPath([])).toBe('');
  });

  it('recordIdOf', () => {
    expect(recordIdOf({ id: '12' })).toBe('12');
    expect(recordIdOf({ id: 12 })).toBe('12');
    expect(recordIdOf({ id: { value: '12' } })).toBe('12');
    expect(recordIdOf({ id: '' })).toBeNull();
    expect(recordIdOf({})).toBeNull();
    expect(recordIdOf(null)).toBeNull();
  });
});
