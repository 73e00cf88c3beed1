import { describe, expect, it, vi } from 'vitest';
import { tableStateOf } from './table-state';

describe('tableStateOf', () => {
  const failure = new Error('503');

  it('loads until the first answer and shows the error while there are no rows', () => {
    const refetch = vi.fn();
    expect(tableStateOf({ isPending: true, data: undefined, error: null, refetch })).toMatchObject({
      isLoading: true,
      error: null,
    });
    const failed = tableStateOf({ isPending: false, data: undefined, error: failure, refetch });
    expect(failed).toMatchObject({ isLoading: false, error: failure });
    failed.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows it has when a refresh fails', () => {
    const state = tableStateOf({ isPending: false, data: [1], error: failure, refetch: vi.fn() });
    expect(state.error).toBeUndefined();
  });
});
