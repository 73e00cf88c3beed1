// A table's loading, error and Retry, taken from the query that reads its rows.
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Loading until the first answer; the error only while there are no rows (a failed refresh keeps
 * the rows it has); Retry asks again.
 */
export function tableStateOf(
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'data' | 'error' | 'refetch'>,
) {
  return {
    isLoading: query.isPending,
    error: query.data ? undefined : query.error,
    onRetry: () => void query.refetch(),
  };
}
