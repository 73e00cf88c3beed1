// Products with their product type's capabilities (endpoint 1: base /products/, a bare array).
import { endpointList } from './fetch-list';
import { productSchema } from '../domain/products';

export const {
  fetch: fetchProducts,
  keys: productKeys,
  listQuery: productListQuery,
} = endpointList({
  resource: 'products',
  base: 'base',
  path: '/products/',
  key: 'products',
  bare: true,
  schema: productSchema,
});
