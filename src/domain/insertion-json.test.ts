import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonListReader } from './insertion-json';

/** Feeds `text` in pieces cut at `cuts`, taking records as they come: what the reader found. */
function readInPieces(text: string, cuts: number[]) {
  const reader = new JsonListReader('list');
  const records: unknown[] = [];
  const seen: number[] = [];
  let at = 0;
  for (const cut of [...cuts.filter((c) => c < text.length)].sort((a, b) => a - b)) {
    reader.push(text.slice(at, cut));
    at = cut;
    seen.push(reader.pending);
    records.push(...reader.takeTexts(reader.pending).map((t) => JSON.parse(t) as unknown));
  }
  reader.push(text.slice(at));
  const end = reader.end();
  records.push(...reader.takeTexts(reader.pending).map((t) => JSON.parse(t) as unknown));
  return { records, end, seen };
}

const json = fc.jsonValue({ maxDepth: 3 });

describe('JsonListReader', () => {
  it('property: the records and members are what JSON.parse finds, however the text is cut', () => {
    fc.assert(
      fc.property(
        fc.array(json, { maxLength: 8 }),
        fc.dictionary(
          fc.string().filter((k) => k !== 'list'),
          json,
          { maxKeys: 3 },
        ),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.boolean(),
        (list, members, cuts, spaced) => {
          const body = { ...members, list };
          const text = JSON.stringify(body, null, spaced ? 2 : undefined);
          const { records, end } = readInPieces(
            text,
            cuts.map((c) => c % (text.length + 1)),
          );
          // JSON's own reading (-0 is written as 0, so compare through JSON.parse).
          const parsed = JSON.parse(text) as typeof body;
          expect(records).toEqual(parsed.list);
          expect(end).toEqual({ data: { ...parsed, list: [] }, streamed: true });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps a member named "__proto__" as JSON.parse does, without touching the prototype', () => {
    const text = '{"__proto__": {"polluted": 1}, "count": "1", "list": [{"a": 1}]}';
    const { records, end } = readInPieces(text, [5, 30]);
    expect(records).toEqual([{ a: 1 }]);
    const data = (end as { data: Record<string, unknown> }).data;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(data)).toEqual(['__proto__', 'count', 'list']);
    expect((data as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('records come out as soon as they are whole, also when a string holds brackets and quotes', () => {
    const text = '{"count": "2", "list": [{"a": "x]}\\"{["}, {"b": [1, {"c": "\\\\"}]}, 3]}';
    const { records, seen } = readInPieces(text, [20, 40, 60]);
    expect(records).toEqual([{ a: 'x]}"{[' }, { b: [1, { c: '\\' }] }, 3]);
    // Cut after the key, after the first record, inside the second: then the rest at the end.
    expect(seen).toEqual([0, 1, 0]);
  });

  it('an answer that is not an object is kept whole and parsed at the end', () => {
    for (const text of ['[1, 2]', 'null', '', '  ', '"x"']) {
      const { records, end } = readInPieces(text, [1]);
      expect(records).toEqual([]);
      expect(end).toEqual({
        data: text.trim() ? JSON.parse(text) : null,
        streamed: false,
      });
    }
    // A list member that is not an array is a member like the others.
    expect(readInPieces('{"list": null}', [3]).end).toEqual({
      data: { list: null },
      streamed: true,
    });
  });

  it('text that cannot be JSON is a SyntaxError: cut short, bad records, trailing text', () => {
    for (const text of [
      '{"list": [{"a": 1}, {"b": 2}',
      '{"list": [{"a": 1} {"b": 2}]}',
      '{"list": [{"a": tru}]}',
      '{"list": []} x',
      '{"list": [] "count": 1}',
      '<html>',
    ]) {
      expect(() => readInPieces(text, [5, 12]), text).toThrow(SyntaxError);
    }
  });
});
