// A product's sections: endpoint 5 (base /sections/?product_id=) and endpoint 6 (secondary
// /sections/, which can also filter by creation date and id). Both answer `{sections: [...]}`.
import { endpointList } from './fetch-list';
import { sectionSchema } from '../domain/sections';

const list = { resource: 'sections', path: '/sections/', key: 'sections', schema: sectionSchema };

/** Endpoint 5: all sections of a product. */
const byProduct = endpointList({
  ...list,
  base: 'base',
  normal: (productId: number) => productId,
  query: (productId) => ({ product_id: productId }),
});

export interface SecondarySectionListParams {
  product_id: number;
  /** A date (`YYYY-MM-DD`): sections created that day. */
  date_created?: string;
  id?: number | string;
}

/** Endpoint 6 (secondary): a product's sections, optionally by creation date or id. */
const secondary = endpointList({
  ...list,
  kind: 'secondaryList',
  base: 'secondary',
  normal: (params: SecondarySectionListParams) => params,
  query: ({ product_id, date_created, id }) => ({ product_id, date_created, id }),
});

export const { fetch: fetchSections, listQuery: sectionListQuery } = byProduct;
export const { fetch: fetchSecondarySections, listQuery: secondarySectionListQuery } = secondary;
export const sectionKeys = {
  all: byProduct.keys.all,
  list: byProduct.keys.list,
  secondaryList: secondary.keys.list,
};
