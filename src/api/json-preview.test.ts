import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewList } from './json-preview';

describe('previewList', () => {
  it('property: the first records are what JSON.parse finds, whatever the text holds', () => {
    const record = fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 });
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 12 }),
        fc.jsonValue(),
        fc.nat(15),
        fc.boolean(),
        fc.constantFrom(0, 2),
        (records, other, count, listFirst, indent) => {
          const body = listFirst ? { list: records, other } : { other, list: records };
          const text = JSON.stringify(body, null, indent);
          const parsed = JSON.parse(text) as { list: unknown[] }; // (-0 reads back as 0)
          expect(previewList(text, 'list', count)).toEqual(parsed.list.slice(0, count));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('strings that look like structure, escaped quotes and backslashes', () => {
    const records = [{ a: 'x"],"list":[{' }, { b: '\\' }, { c: '\\"}]' }, { d: [1, { e: '[' }] }];
    const text = JSON.stringify({ 'li\\"st': [9], list: records, count: '4' });
    expect(previewList(text, 'list', 3)).toEqual(records.slice(0, 3));
  });

  it('null when the text is not plainly an object holding the list', () => {
    expect(previewList('[1, 2]', 'list', 1)).toBeNull();
    expect(previewList('{"other": 1}', 'list', 1)).toBeNull();
    expect(previewList('{"list": {"a": 1}}', 'list', 1)).toBeNull();
    expect(previewList('{"list": [{"a": "cut', 'list', 1)).toBeNull();
  });
});
