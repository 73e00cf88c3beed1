// Advertiser names for sentences: the names file, "Advertiser N" where it has none.
import { useMemo } from 'react';
import { advertiserLabel, advertiserListQuery, advertiserNames } from '../api/advertisers';
import { useSharedQueryData } from './use-shared-query-data';
import type { NameOf } from './change-sentence';

export function useNameOf(): NameOf {
  const list = useSharedQueryData(advertiserListQuery());
  return useMemo(() => {
    const names = list ? advertiserNames(list) : new Map<number, string>();
    return (id: number) => advertiserLabel(id, names.get(id));
  }, [list]);
}
