// The route table is the only one: the server preloads a deep link's chunks by the modules its
// routes name (routeModulesOf, through the server bundle), so each route must name what it loads.
import { existsSync, readdirSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, routeModulesOf, type RouteHandle } from './router';

const routes = createRoutes(new QueryClient());
const pages = routes[0]!.children!.filter((route) => route.lazy);
const feature = (file: string) => `src/features/${file}`;

describe('the route table', () => {
  it('has a page route for each route module of the features', () => {
    // A *-route module no route names would load without its preload (and never be shown).
    const features = new URL('../features/', import.meta.url);
    const onDisk = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('-route.tsx'))
      .map((file) => feature(file))
      .sort();
    const named = pages.map((route) => (route.handle as RouteHandle).modules[0]).sort();
    expect(named).toEqual(onDisk);
  });

  it.each(pages.map((route): [string, RouteObject] => [route.path ?? '(index)', route]))(
    '%s names modules that exist, the first the one whose page it loads',
    async (_path, route) => {
      const { modules } = route.handle as RouteHandle;
      for (const module of modules) {
        expect(existsSync(new URL(`../../${module}`, import.meta.url)), module).toBe(true);
      }
      const lazy = route.lazy as { Component: () => Promise<unknown> };
      const named = (await import(/* @vite-ignore */ `/${modules[0]}`)) as { Component: unknown };
      expect(await lazy.Component()).toBe(named.Component);
    },
  );

  // Every route's own deep link is checked against the real build by e2e/route-preload.spec.ts.
  it.each([
    ['/contracts/pipeline', [feature('contracts/pipeline-route.tsx')]],
    ['/contracts/1003/', [feature('contracts/contract-route.tsx')]],
    ['/products/4', [feature('products/product-redirect-route.tsx')]],
    // The list's virtualizer too: otherwise asked for only once the page has started.
    ['/insertions', [feature('insertions/insertions-route.tsx'), 'src/components/virtual-core.ts']],
    ['/nowhere/at/all', []],
    ['/contracts/1003/more', []],
  ])('a deep link to %s needs %j', (path, modules) => {
    expect(routeModulesOf(routes, path)).toEqual(modules);
  });
});
