// What the ad-sizes and ad-rates tabs say above their tables: the address's corrections, how old
// the reference lists are, and the records of either list that could not be read.
import { CorrectionsNotice } from '../../components/corrections-notice';
import { ProblemsNotice } from '../../components/problems-notice';
import { ReferenceAge } from '../../components/reference-age';
import type { useSizeQueries } from './use-size-queries';

export function SizeTabNotices({
  corrections,
  sizes,
  rates,
}: Pick<ReturnType<typeof useSizeQueries>, 'corrections' | 'sizes' | 'rates'>) {
  return (
    <>
      <CorrectionsNotice corrections={corrections} />
      <ReferenceAge lists={[sizes.data, rates.data]} />
      {sizes.data && <ProblemsNotice problems={sizes.data.problems} what="ad sizes" />}
      {rates.data && <ProblemsNotice problems={rates.data.problems} what="ad rates" />}
    </>
  );
}
