// Advertiser names for sentences: those of the advertisers shown, asked together (never the whole
// names file, which may name 200,000), "Advertiser N" where the file has none.
import { advertiserLabel, useAdvertiserNames } from '../api/advertisers';
import type { NameOf } from '../domain/change-sentence';

export function useNameOf(advertiserIds: readonly (number | null)[]): NameOf {
  const names = useAdvertiserNames(advertiserIds.flatMap((id) => (id === null ? [] : [id])));
  return (id: number) => advertiserLabel(id, names.get(id));
}
