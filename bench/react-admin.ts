// The anchor DESIGN names: the same deep link (the invoice list, filtered and sorted by total) in a
// react-admin app reading the same API through the same server, cold loads interleaved with the
// viewer's in one run. react-admin is not a dependency of the project: the bench installs it once
// into `.bench-cache/react-admin/` (about 1 minute, 320 MB, from the npm registry) and builds the
// app below with the project's Vite. Without the registry the figure is reported as not measured.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { startStaticHost } from '../scripts/static-host';
import { paintedLoad, ROW_SELECTOR } from './browser';
import { INVOICE_LIST } from './invoices';
import {
  budgetRow,
  firstLine,
  median,
  notMeasured,
  repeat,
  round,
  type Row,
  under,
} from './report';
import type { OnServer } from './server';

/** Exact versions: the anchor must not move between runs. */
const PACKAGE = {
  name: 'bench-react-admin-anchor',
  private: true,
  type: 'module',
  dependencies: { 'react-admin': '5.15.4', react: '19.2.0', 'react-dom': '19.2.0' },
};

/** The same list the viewer's deep link shows: amount from 100, sorted by total ascending. */
const REACT_ADMIN_LIST =
  '/#/invoices?filter=%7B%22amount_from%22%3A100%7D&order=ASC&page=1&perPage=25&sort=total';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>react-admin anchor</title>
<meta name="viewport" content="width=device-width, initial-scale=1" /></head>
<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>
`;

// A plain data provider over the API's invoice list (page, per_page, sort_by, sort_order and the
// filters as query parameters; no total count, so partial pagination). The invoice number is a
// link, as in the viewer, so one row selector finds the first row in both.
const MAIN_TSX = `import { createRoot } from 'react-dom/client';
import { Admin, Resource, List, Datagrid, TextField, NumberField, DateField, FunctionField } from 'react-admin';

const api = '/api/base';
const dataProvider = {
  async getList(resource, { pagination, sort, filter }) {
    const query = new URLSearchParams({
      page: String(pagination.page),
      per_page: String(pagination.perPage),
      sort_by: sort.field === 'id' ? 'id' : sort.field,
      sort_order: sort.order.toLowerCase(),
    });
    for (const [key, value] of Object.entries(filter ?? {})) query.set(key, String(value));
    const response = await fetch(api + '/' + resource + '/?' + query);
    if (!response.ok) throw new Error('HTTP ' + response.status);
    const body = await response.json();
    const data = body[resource] ?? [];
    return {
      data,
      pageInfo: { hasPreviousPage: pagination.page > 1, hasNextPage: data.length === pagination.perPage },
    };
  },
  async getOne(resource, { id }) {
    const response = await fetch(api + '/' + resource + '/' + id);
    return { data: await response.json() };
  },
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
};

const InvoiceList = () => (
  <List>
    <Datagrid bulkActionButtons={false}>
      <FunctionField source="id" label="Invoice" render={(r) => <a href={'#/invoices/' + r.id}>{r.id}</a>} />
      <TextField source="advertiser_id" label="Advertiser" />
      <TextField source="contract_id" label="Contract" />
      <DateField source="date_created" label="Created" />
      <DateField source="date_due" label="Due" />
      <NumberField source="total" label="Total" options={{ style: 'currency', currency: 'USD' }} />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="invoices" list={InvoiceList} />
  </Admin>,
);
`;

/** Installs react-admin into the cache folder (once) and builds the app; the built folder. */
async function buildAnchor(root: string): Promise<string> {
  const dir = join(root, '.bench-cache', 'react-admin');
  mkdirSync(dir, { recursive: true });
  const manifest = `${JSON.stringify(PACKAGE, null, 2)}\n`;
  const manifestPath = join(dir, 'package.json');
  const installed =
    existsSync(join(dir, 'node_modules', 'react-admin')) &&
    existsSync(manifestPath) &&
    readFileSync(manifestPath, 'utf8') === manifest;
  if (!installed) {
    writeFileSync(manifestPath, manifest);
    console.log('Installing react-admin for the anchor (once, about a minute)…');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
      timeout: 10 * 60_000,
    });
  }
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'main.tsx'), MAIN_TSX);
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** One cold load of `path`: navigation start to the first row painted (ms), and that row's invoice. */
async function firstRowPainted(browser: Browser, baseUrl: string, path: string) {
  const { state, found } = await paintedLoad(
    browser,
    baseUrl,
    path,
    { timeout: 15_000 },
    (page) => async () => (await page.locator(ROW_SELECTOR).first().textContent())?.trim() ?? '',
  );
  return { ms: state.firstRowPaintedAt!, invoice: found };
}

export async function measureSideBySide({
  browser,
  url: viewerUrl,
  root,
  details,
}: OnServer): Promise<Row[]> {
  const runs = 7;
  const figure = `deep link, viewer ÷ react-admin 5 on the same API (median of ${runs} interleaved)`;
  let dist: string;
  try {
    dist = await buildAnchor(root);
  } catch (error) {
    return [
      notMeasured(
        figure,
        under(0.45, '×'),
        `react-admin could not be installed or built: ${firstLine(error)}`,
      ),
    ];
  }
  // Served as a static host that passes /api/* to the viewer's server: same API, same gateway.
  const anchor = await startStaticHost(dist, viewerUrl);
  const both = async () => ({
    ours: await firstRowPainted(browser, viewerUrl, INVOICE_LIST),
    theirs: await firstRowPainted(browser, anchor.origin, REACT_ADMIN_LIST),
  });
  // One unrecorded load of each first: the server's first query of a kind is slower.
  const pairs = await repeat(runs, both, 1).finally(() => anchor.close());
  const viewer = pairs.map(({ ours }) => ours.ms);
  const reactAdmin = pairs.map(({ theirs }) => theirs.ms);
  const firstInvoices = new Set(
    pairs.map(({ ours, theirs }) => `viewer ${ours.invoice}, react-admin ${theirs.invoice}`),
  );
  const ratio = median(viewer) / median(reactAdmin);
  details.reactAdmin = {
    versions: PACKAGE.dependencies,
    viewerPath: INVOICE_LIST,
    reactAdminPath: REACT_ADMIN_LIST,
    viewerMs: viewer.map(round),
    reactAdminMs: reactAdmin.map(round),
    // Both must show the same first invoice, or the two lists are not the same question.
    firstInvoices: [...firstInvoices],
  };
  return [
    budgetRow(
      figure,
      Math.round(ratio * 100) / 100,
      under(0.45, '×'),
      `viewer ${round(median(viewer))} ms, react-admin ${round(median(reactAdmin))} ms`,
    ),
  ];
}
