// The advertisers of contracts: insertions do not carry theirs, so it comes from the contract record,
// when cached (a disabled query still reads the cache) or when looked up on request, one request a
// contract and BATCH at a time: never without the person asking.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { contractQuery } from '../api/contracts';

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

export function useContractAdvertisers(contractIds: readonly number[]): ContractAdvertisers {
  const [wanted, setWanted] = useState<ReadonlySet<number>>(new Set());
  const results = useQueries({
    queries: contractIds.map((id) => ({
      ...contractQuery(id),
      enabled: wanted.has(id),
      retryOnMount: false,
    })),
  });
  const advertiserOf = new Map<number, number>();
  const unknown: number[] = [];
  const failed: number[] = [];
  let looking = false;
  contractIds.forEach((id, index) => {
    const result = results[index];
    if (result?.data) advertiserOf.set(id, result.data.advertiserId);
    else if (result?.isFetching) looking = true;
    else if (result?.isError) failed.push(id);
    else if (!wanted.has(id)) unknown.push(id);
  });
  const next = unknown.slice(0, LOOKUP_BATCH);
  return {
    advertiserOf,
    unknown,
    looking,
    failed,
    nextCount: next.length,
    lookUp: () => setWanted(new Set([...wanted, ...next])),
    retry: () => {
      contractIds.forEach((id, index) => {
        if (failed.includes(id)) void results[index]?.refetch();
      });
    },
  };
}
