// The demo's contract list read by hand, page by page, the way the page under test does not: what
// figures are checked against.
import type { APIRequestContext } from '@playwright/test';

/** Every contract matching `query` on the viewer at `origin`, as the API wrote them. */
export async function demoContracts<T>(
  request: APIRequestContext,
  origin: string,
  query: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(
      `${origin}/api/secondary/contracts/?${query}&per_page=100&page=${page}`,
    );
    const body = (await res.json()) as { contracts: T[] };
    rows.push(...body.contracts);
    if (body.contracts.length < 100) return rows;
  }
}
