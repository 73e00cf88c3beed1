// The advertisers of contracts: insertions do not carry theirs, so it comes from the contract record,
// when cached (read from the cache as the page renders) or when looked up on request, one request a
// contract and BATCH at a time: never without the person asking. Only the contracts asked for are
// watched: a run sheet names 1,300 contracts, and a query each cost its page 200 ms of one task.
import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { contractKeys, contractQuery, type Contract } from '../api/contracts';

export const LOOKUP_BATCH = 25;

export interface ContractAdvertisers {
  /** contract id -> advertiser id, for the contracts known so far. */
  advertiserOf: ReadonlyMap<number, number>;
  /** Contracts not known yet and not being looked up. */
  unknown: number[];
  looking: boolean;
  /** Contracts whose lookup failed (each a request that may be retried). */
  failed: number[];
  /** How many the next lookUp() asks for. */
  nextCount: number;
  lookUp: () => void;
  retry: () => void;
}

/**
 * The advertisers of the contracts in the cache (read by another page or an earlier lookup): one
 * pass over the cache's contract records, rather than a query key built and hashed for each of
 * the sheet's contracts on each render (about 1,000: a quarter of a 200 ms task at 4x CPU).
 */
function cachedAdvertisers(queryClient: QueryClient): Map<number, number> {
  const found = new Map<number, number>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: contractKeys.all })) {
    const [, kind, id] = query.queryKey;
    const data = query.state.data as Contract | undefined;
    if (kind === 'detail' && typeof id === 'number' && data) found.set(id, data.advertiserId);
  }
  return found;
}

export function useContractAdvertisers(contractIds: readonly number[]): ContractAdvertisers {
  const [wanted, setWanted] = useState<ReadonlySet<number>>(new Set());
  const queryClient = useQueryClient();
  const asked = contractIds.filter((id) => wanted.has(id));
  const results = useQueries({
    queries: asked.map((id) => ({ ...contractQuery(id), retryOnMount: false })),
  });
  const resultOf = new Map(asked.map((id, index) => [id, results[index]]));
  const cached = cachedAdvertisers(queryClient);
  const advertiserOf = new Map<number, number>();
  const unknown: number[] = [];
  const failed: number[] = [];
  let looking = false;
  contractIds.forEach((id) => {
    const result = resultOf.get(id);
    const advertiserId = result?.data?.advertiserId ?? cached.get(id);
    if (advertiserId !== undefined) advertiserOf.set(id, advertiserId);
    else if (result?.isFetching) looking = true;
    else if (result?.isError) failed.push(id);
    else if (!wanted.has(id)) unknown.push(id);
  });
  const next = unknown.slice(0, LOOKUP_BATCH);
  // The same map while the same advertisers are known (the run sheet draws a day's rows again
  // only when what they show changes).
  const known = [...advertiserOf].join();
  const stableAdvertiserOf = useMemo(() => advertiserOf, [known]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    advertiserOf: stableAdvertiserOf,
    unknown,
    looking,
    failed,
    nextCount: next.length,
    lookUp: () => setWanted(new Set([...wanted, ...next])),
    retry: () => {
      for (const id of failed) void resultOf.get(id)?.refetch();
    },
  };
}
