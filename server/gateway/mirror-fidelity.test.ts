// The team's list of requests across the 12 endpoints (filters, case, sorting, paging, clamped and
// empty values, errors): through the gateway, answered from the copy where it answers, each gets
// the demo API's own answer (status and body as JSON values).
import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../demo/index';
import { KNOWN } from '../demo/known';
import { openGatewayDb, MEMORY } from './database';
import { appUpstream } from './upstream';
import { filledMirror, readContracts } from '../testing/mirror';

const { contracts, products, users } = KNOWN;
const rich = contracts.richContractId;
const invoiceId = contracts.rich.invoiceIds[0]!;

/** About 64 requests: path and query (encoded as a browser would send it). */
export const REQUESTS: readonly string[] = [
  '/base/products/',
  '/secondary/invoiceLineItemTypes/',
  // Users: case, combined filters, empty values, padding, accents, nobody.
  '/secondary/users/',
  '/secondary/users/?first_name=Maria',
  '/secondary/users/?first_name=maria',
  '/secondary/users/?first_name=MARIA',
  `/secondary/users/?email=${users.knownEmail.toUpperCase()}`,
  `/secondary/users/?email=${users.knownEmail}`,
  '/secondary/users/?email=priya.raman@harborcitymedia.com',
  '/secondary/users/?first_name=maria&email=MARIA.CHEN@HARBORCITYMEDIA.COM',
  '/secondary/users/?first_name=',
  '/secondary/users/?first_name=%20Maria',
  '/secondary/users/?first_name=Zo%C3%AB',
  '/secondary/users/?email=nobody@example.com',
  // Ad sizes and rates: deleted rows, the flag's spellings, a bad flag, no product.
  `/base/adSizes/product/${products.productWithDeletedSizesId}`,
  `/base/adSizes/product/${products.productWithDeletedSizesId}?active=false`,
  `/base/adSizes/product/${products.productWithDeletedSizesId}?active=0`,
  `/base/adSizes/product/${products.productWithDeletedSizesId}?active=maybe`,
  `/base/adRates/?product_id=${products.productWithDeletedSizesId}`,
  `/base/adRates/?product_id=${products.productWithDeletedSizesId}&active=1`,
  `/base/adRates/?product_id=${products.digitalProductId}&active=false`,
  '/base/adRates/',
  // Sections: both hosts, a creation day, a year, an id.
  `/base/sections/?product_id=${products.sectionsProductId}`,
  '/base/sections/?product_id=',
  `/secondary/sections/?product_id=${products.sectionsProductId}`,
  `/secondary/sections/?product_id=${products.sectionsProductId}&date_created=${products.sectionCreatedOn.date}`,
  `/secondary/sections/?product_id=${products.sectionsProductId}&date_created=2025`,
  `/secondary/sections/?product_id=${products.sectionsProductId}&id=${products.sectionCreatedOn.id}`,
  `/secondary/sections/?product_id=${products.sectionsProductId}&id=999`,
  // Records: held, unknown, malformed.
  `/base/contracts/${rich}`,
  `/base/contracts/${KNOWN.unknownId}`,
  '/base/contracts/abc',
  `/secondary/contractLineItems/?contract_id=${rich}`,
  `/secondary/contractLineItems/?contract_id=${contracts.nullLineItemsContractId}`,
  '/secondary/contractLineItems/',
  `/base/invoices/${invoiceId}`,
  `/base/invoices/${KNOWN.unknownId}`,
  // The invoice list: filters, dates with and without a time, amounts, sorting, paging, clamps.
  '/base/invoices/',
  '/base/invoices/?advertiser_id=1',
  `/base/invoices/?contract_id=${rich}`,
  '/base/invoices/?amount_from=1000&amount_to=2500.50',
  '/base/invoices/?amount_from=-10',
  '/base/invoices/?amount_from=abc',
  '/base/invoices/?date_created_after=2025-06-01&date_created_before=2025-06-30',
  '/base/invoices/?date_created_after=2025-06-01%2012:00:00',
  '/base/invoices/?date_due_after=2025-07-01&date_due_before=2025-07-31&sort_by=date_due&sort_order=asc',
  '/base/invoices/?date_due_before=soon',
  '/base/invoices/?sort_by=total&sort_order=asc',
  '/base/invoices/?sort_by=total&sort_order=desc&page=2',
  '/base/invoices/?sort_by=date_created&sort_order=asc&per_page=7',
  '/base/invoices/?sort_by=name',
  '/base/invoices/?sort_order=ASC',
  '/base/invoices/?per_page=100&page=3',
  '/base/invoices/?per_page=250',
  '/base/invoices/?per_page=0',
  '/base/invoices/?page=999',
  '/base/invoices/?page=&per_page=&sort_by=&sort_order=',
  '/base/invoices/?advertiser_id=999999',
  // Insertions: one filter, several, nothing matching, a bad value.
  `/base/insertions/?contract_id=${rich}`,
  '/base/insertions/?advertiser_id=1&product_id=1',
  '/base/insertions/?product_id=2&issue_id=999999',
  '/base/insertions/?id=x',
  // The legacy contract list: always the API's.
  '/secondary/contracts/?per_page=5&sort_by=total',
  '/secondary/contracts/?status=Won&advertiser_id=1',
];

// Without comparisons (the copy's own answers), and with them (none differs from the API's).
describe.each(['0', '100'])(
  'the team’s list of requests, through the gateway (MIRROR_VERIFY_BUDGET=%s)',
  (budget) => {
    const demo = createDemoApi({ scale: 1, contractList: true });
    let harness: Awaited<ReturnType<typeof filledMirror>>;

    beforeAll(async () => {
      harness = await filledMirror({
        upstream: appUpstream(demo.app),
        db: openGatewayDb(MEMORY),
        env: { MIRROR_VERIFY_BUDGET: budget },
      });
      // The records a page view reads first (the contract and its line items), as a visit would.
      await readContracts(harness, [rich]);
      return () => harness.gateway.close();
    }, 60_000);

    const answerOf = async (response: Response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    });

    it('gets the API’s answer to every one, most of them from the copy', async () => {
      expect(REQUESTS.length).toBeGreaterThanOrEqual(64);
      const differ: string[] = [];
      let fromCopy = 0;
      for (const request of REQUESTS) {
        const api = await answerOf(
          await demo.app.fetch(new Request(`http://demo.invalid${request}`)),
        );
        const response = await harness.gateway.routes.request(request, {
          headers: { 'x-forwarded-for': '10.0.0.9' },
        });
        if (response.headers.get('x-gateway-cache') === 'mirror') fromCopy += 1;
        const got = await answerOf(response);
        try {
          expect(got).toEqual(api);
        } catch {
          differ.push(request);
        }
      }
      expect(differ).toEqual([]);
      if (budget === '0') {
        expect(fromCopy).toBeGreaterThanOrEqual(40);
      } else {
        // Each kind's first answer was compared (and the API's sent); none differed.
        expect(fromCopy).toBeGreaterThanOrEqual(5);
        expect(harness.gateway.verifier!.status()).toMatchObject({ differed: 0, off: [] });
        expect(harness.gateway.verifier!.status().compared).toBeGreaterThanOrEqual(25);
      }
    }, 60_000);
  },
);
