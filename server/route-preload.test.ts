import { describe, expect, it } from 'vitest';
import { configBlock, preloadedIndex, routeFiles, type Manifest } from './route-preload';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_invoices-1.js': { file: 'assets/invoices-1.js', imports: ['index.html', '_zod-1.js'] },
  '_zod-1.js': { file: 'assets/zod-1.js' },
  'src/features/invoices/invoices-prefetch.ts': {
    file: 'assets/invoices-prefetch-1.js',
    imports: ['_invoices-1.js', 'index.html'],
  },
  'src/features/invoices/invoices-route.tsx': {
    file: 'assets/invoices-route-1.js',
    imports: ['index.html', '_invoices-1.js', '_react-1.js', '_table-1.js'],
    css: ['assets/invoices-route-1.css'],
  },
  '_table-1.js': { file: 'assets/table-1.js', css: ['assets/table-1.css', 'assets/index-1.css'] },
};
manifest['index.html']!.css = ['assets/index-1.css'];
const html = '<html><head><title>x</title></head><body></body></html>';
const invoices = [
  'src/features/invoices/invoices-prefetch.ts',
  'src/features/invoices/invoices-route.tsx',
];

describe('route preloads', () => {
  it('lists the route chunks and their imports, without what the entry loads', () => {
    expect(routeFiles(manifest, invoices)).toEqual([
      'assets/invoices-prefetch-1.js',
      'assets/invoices-1.js',
      'assets/zod-1.js',
      'assets/invoices-route-1.js',
      'assets/table-1.js',
      'assets/invoices-route-1.css',
      'assets/table-1.css',
    ]);
  });

  it("adds modulepreload links for the route's modules, and the config preload everywhere", () => {
    const page = preloadedIndex(html, manifest, invoices);
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/invoices-route-1.js" />',
    );
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/config.json" />');
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/invoices-route-1.css" />',
    );
    expect(page).not.toContain('index-1.css');
    expect(page).not.toContain('react-1.js');
    // No route (an unknown path, or no rendering bundle to ask), or no manifest: no route preloads.
    for (const other of [
      preloadedIndex(html, manifest, []),
      preloadedIndex(html, null, invoices),
    ]) {
      expect(other).not.toContain('modulepreload');
      expect(other).not.toContain('stylesheet');
      expect(other).toContain('/config.json');
    }
    // A module the manifest lacks (a route without a chunk of its own) adds nothing.
    expect(preloadedIndex(html, manifest, ['src/features/nope-route.tsx'])).toBe(
      preloadedIndex(html, manifest, []),
    );
  });

  it("writes the server's configuration into the page instead of preloading /config.json", () => {
    const config = { baseUrl: '/api/base', secondaryBaseUrl: '/api/secondary', mode: 'demo' };
    const page = preloadedIndex(html, manifest, invoices, config);
    expect(page).toContain(configBlock(config));
    expect(page).not.toContain('/config.json');
    const block = /<script type="application\/json" id="viewer-config">(.*)<\/script>/.exec(page);
    expect(JSON.parse(block![1]!)).toEqual(config);
    // Nothing in it can close the data block early.
    const hostile = configBlock({ ...config, mode: '</script><script>alert(1)</script>' });
    expect(hostile.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(hostile)![1]!).mode).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
