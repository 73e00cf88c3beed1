// A product's ad sizes (endpoint 3: base /adSizes/product/{product_id}, `{ad_sizes: [...]}`).
import { endpointList } from './fetch-list';
import { adSizeSchema } from '../domain/ad-sizes';

export interface AdSizeListParams {
  product_id: number;
  /** Default true: only sizes that are not deleted. false lists deleted ones too. */
  active?: boolean;
}

export const {
  fetch: fetchAdSizes,
  keys: adSizeKeys,
  listQuery: adSizeListQuery,
} = endpointList({
  resource: 'adSizes',
  base: 'base',
  path: ({ product_id }: AdSizeListParams) => `/adSizes/product/${product_id}`,
  key: 'ad_sizes',
  schema: adSizeSchema,
  // `active` defaults to true, so `{product_id: 1}` and `{product_id: 1, active: true}` share a key.
  normal: ({ product_id, active = true }) => ({ product_id, active }),
  // The API's default is active=true: sent only to ask for deleted sizes too.
  query: ({ active = true }) => (active ? {} : { active: 'false' }),
});
