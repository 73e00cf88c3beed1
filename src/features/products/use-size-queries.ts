// The ad sizes and rates of a product as the address asks (`active`), for the two tabs that show them.
import { useQuery } from '@tanstack/react-query';
import { useListParams } from '../../lib/use-list-params';
import { sizeQueries } from './product-tab-queries';
import { sizeTabSpec } from './url-params';

export function useSizeQueries(productId: number) {
  const { values, corrections } = useListParams(sizeTabSpec);
  const queries = sizeQueries(productId, values.active);
  return {
    activeOnly: values.active,
    corrections,
    sizes: useQuery(queries.sizes),
    rates: useQuery(queries.rates),
  };
}
