// The paths of single records on the base API, in a module without zod: the fetchers use them, and
// so does src/app/early-requests.ts, which starts a cold deep link's record request before the API
// module has loaded. The same path makes the same URL, so the fetcher takes that early answer.

export const contractPath = (id: number) => `/contracts/${encodeURIComponent(String(id))}`;
export const invoicePath = (id: number) => `/invoices/${encodeURIComponent(String(id))}`;
