// Products with their product type's capabilities (endpoint 1: base /products/, a bare array).
import { fetchList } from './fetch-list';
import type { ParsedList } from '../domain/parse';
import { wholeListQuery } from './query-client';
import { type Product, productSchema } from '../domain/products';

const PATH = '/products/';

export async function fetchProducts(signal?: AbortSignal): Promise<ParsedList<Product>> {
  return fetchList(
    { base: 'base', path: PATH, key: 'products', bare: true },
    productSchema,
    signal,
  );
}

export const { keys: productKeys, listQuery: productListQuery } = wholeListQuery(
  'products',
  fetchProducts,
);
