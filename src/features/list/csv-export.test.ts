import { describe, expect, it } from 'vitest';
import { EXPORT_LIMIT } from '../../domain/invoice-views';
import type { ListPage } from '../../domain/list-page';
import { exportFileOf } from './csv-export';

const page = (items: number[], total: number | null): ListPage<number> => ({
  items,
  problems: [{ endpoint: 'view', recordId: '3', index: 2, fieldPath: 'total', message: 'bad' }],
  page: 1,
  perPage: EXPORT_LIMIT,
  hasNextPage: false,
  total,
});
const csv = async (items: number[]) => items.join('\n');

describe('exportFileOf', () => {
  it("writes every record of the view's one answer, counting those it could not read", async () => {
    expect(await exportFileOf(page([1, 2], 3), csv)).toEqual({
      text: '1\n2',
      count: 2,
      problems: 1,
    });
    // An answer without a count is whole when it is shorter than the limit.
    expect(await exportFileOf(page([1], null), csv)).toMatchObject({ count: 1 });
  });

  it('writes nothing when more match than one export holds', async () => {
    let asked = false;
    const file = await exportFileOf(page([1, 2], EXPORT_LIMIT + 1), async () => {
      asked = true;
      return '';
    });
    expect(file).toBeNull();
    expect(asked).toBe(false);
  });
});
