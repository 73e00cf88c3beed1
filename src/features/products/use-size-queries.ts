// The ad sizes and rates of a product as the address asks (`active`), for the two tabs that show them.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { sizeQueries } from './product-tab-queries';
import { parseActive, type Correction } from './url-params';

export function useSizeQueries(productId: number) {
  const [search] = useSearchParams();
  const corrections: Correction[] = [];
  const activeOnly = parseActive(search, corrections);
  const queries = sizeQueries(productId, activeOnly);
  return {
    activeOnly,
    corrections,
    sizes: useQuery(queries.sizes),
    rates: useQuery(queries.rates),
  };
}
