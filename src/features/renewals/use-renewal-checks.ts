// Whether the advertisers behind contracts ending in the window are due: each contract's advertiser
// (the contract record), then each advertiser's own insertions (the list by advertiser_id), which
// says whether anything runs after. Both on request only, one request each, LOOKUP_BATCH at a time.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { insertionListQuery, isWhole } from '../../api/insertions';
import {
  checkRenewal,
  type ContractEnd,
  type RenewalCheck,
  type RenewalWindow,
} from '../../lib/renewals';
import { useContractAdvertisers } from '../../lib/use-contract-advertisers';

export interface AdvertiserCheck {
  advertiserId: number;
  /** null while the advertiser's insertions are being read (or failed: see `error`). */
  check: RenewalCheck | null;
  error: unknown;
  retry: () => void;
}

export function useRenewalChecks(candidates: readonly ContractEnd[], window: RenewalWindow) {
  const contracts = useContractAdvertisers(candidates.map((c) => c.contractId));
  const [asked, setAsked] = useState(false);
  const advertiserIds = [...new Set(contracts.advertiserOf.values())].sort((a, b) => a - b);
  const lists = useQueries({
    queries: advertiserIds.map((id) => ({
      ...insertionListQuery({ advertiser_id: id }),
      enabled: asked,
      retryOnMount: false,
    })),
  });
  const checks: AdvertiserCheck[] = advertiserIds.map((advertiserId, index) => {
    const result = lists[index]!;
    const whole = result.data && isWhole(result.data) ? result.data : undefined;
    return {
      advertiserId,
      check: whole ? checkRenewal(advertiserId, whole.items, window) : null,
      error: result.data ? null : result.error,
      retry: () => void result.refetch(),
    };
  });
  return {
    contracts,
    checks,
    checking: lists.some((l) => l.isFetching) || contracts.looking,
    check: () => {
      setAsked(true);
      contracts.lookUp();
    },
  };
}
