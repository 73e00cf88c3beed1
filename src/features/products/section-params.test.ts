import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../lib/list-params';
import { secondaryParams, sectionLookupSpec } from './section-params';

const parse = (query: string) => parseListParams(sectionLookupSpec, query);

describe('the sections lookup', () => {
  it('reads id and date_created under the API’s names', () => {
    const { values, corrections } = parse('id=7&date_created=2025-03-14');
    expect(values).toEqual({ id: 7, date_created: '2025-03-14' });
    expect(corrections).toEqual([]);
    expect(secondaryParams(1, values)).toEqual({
      product_id: 1,
      id: 7,
      date_created: '2025-03-14',
    });
  });

  it('leaves out bad values with a note and never sends them', () => {
    const { values, corrections } = parse('id=seven&date_created=2025-02-30');
    expect(values).toEqual({ id: undefined, date_created: undefined });
    expect(corrections.map((c) => c.message)).toEqual([
      'id=seven is not a number: the filter is left out.',
      'date_created=2025-02-30 is not a date (YYYY-MM-DD) or a month (YYYY-MM): the filter is left out.',
    ]);
    expect(secondaryParams(1, values)).toEqual({ product_id: 1 });
  });

  it('accepts a day or a month', () => {
    expect(parse('date_created=2025-03').values.date_created).toBe('2025-03');
    expect(parse('date_created=2024-02-29').values.date_created).toBe('2024-02-29');
    expect(parse('date_created=2025-13').values.date_created).toBeUndefined();
    expect(parse('date_created=2025-3-1').values.date_created).toBe('2025-03-01');
  });
});
