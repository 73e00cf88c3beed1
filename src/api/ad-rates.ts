// A product's ad rates (endpoint 4: base /adRates/?product_id=, `{ad_rates: [...]}`).
import { endpointList } from './fetch-list';
import { adRateSchema } from '../domain/ad-rates';

export interface AdRateListParams {
  product_id: number;
  /** Sent only when given (the API's default is not documented for this endpoint). */
  active?: boolean;
}

export const {
  fetch: fetchAdRates,
  keys: adRateKeys,
  listQuery: adRateListQuery,
} = endpointList({
  resource: 'adRates',
  base: 'base',
  path: '/adRates/',
  key: 'ad_rates',
  schema: adRateSchema,
  normal: ({ product_id, active }: AdRateListParams) => ({ product_id, active }),
  query: ({ product_id, active }) => ({
    product_id,
    active: active === undefined ? undefined : String(active),
  }),
});
