import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, routeModulesOf, type RouteHandle } from './router';

const root = join(import.meta.dirname, '..', '..');
const routes = createRoutes(new QueryClient());

function flatten(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}
const lazyRoutes = flatten(routes).filter((route) => route.lazy !== undefined);
const modulesOf = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.modules ?? [];

/** A URL the route's pattern matches: each parameter a number. */
const urlOf = (route: RouteObject) => (route.path ?? '/').replace(/:[^/]+/g, '7');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the route table', () => {
  it('names, on every lazy route, modules that exist, its own *-route.tsx among them', () => {
    expect(lazyRoutes.length).toBeGreaterThan(20);
    for (const route of lazyRoutes) {
      const modules = modulesOf(route);
      expect(
        modules.filter((module) => /^src\/features\/.+-route\.tsx$/.test(module)),
      ).toHaveLength(1);
      expect(modules.filter((module) => !existsSync(join(root, module)))).toEqual([]);
    }
  });

  it('gives every *-route.tsx under src/features/ a route (the glob makes each one a chunk)', () => {
    const named = new Set(lazyRoutes.flatMap(modulesOf));
    const files = filesUnder(join(root, 'src', 'features'))
      .map((file) => relative(root, file).split('\\').join('/'))
      .filter((file) => /-route\.tsx$|-prefetch\.ts$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !named.has(file))).toEqual([]);
  });

  it('loads the module a route names', async () => {
    const invoice = lazyRoutes.find((route) => route.path === '/invoices/:invoiceId')!;
    expect(modulesOf(invoice)).toEqual(['src/features/invoices/invoice-route.tsx']);
    const lazy = invoice.lazy as { Component: () => Promise<unknown> };
    const module = await import('../features/invoices/invoice-route');
    expect(await lazy.Component()).toBe(module.Component);
  });
});

describe('routeModulesOf', () => {
  it("maps a path to its route's modules, the loader's own module first", () => {
    expect(routeModulesOf(routes, '/invoices/50011')).toEqual({
      key: '/invoices/:invoiceId',
      modules: ['src/features/invoices/invoice-route.tsx'],
    });
    expect(routeModulesOf(routes, '/invoices/').modules).toEqual([
      'src/features/invoices/invoices-prefetch.ts',
      'src/features/invoices/invoices-route.tsx',
    ]);
    expect(routeModulesOf(routes, '/insertions').modules).toEqual([
      'src/features/insertions/insertions-route.tsx',
      'src/components/virtual-core.ts',
    ]);
    expect(routeModulesOf(routes, '/')).toEqual({
      key: '/',
      modules: ['src/features/home/home-route.tsx'],
    });
  });

  it('names no module for an unknown path', () => {
    expect(routeModulesOf(routes, '/nope')).toEqual({ key: '*', modules: [] });
    expect(routeModulesOf(routes, '/invoices/1/nope').modules).toEqual([]);
  });

  it('keys a route the same for all its paths, and no two routes alike', () => {
    expect(routeModulesOf(routes, '/products/1/ad-sizes').key).toBe(
      routeModulesOf(routes, '/products/2/sections').key,
    );
    const keys = lazyRoutes.map((route) => {
      const found = routeModulesOf(routes, urlOf(route));
      // The URL finds its own route.
      expect(found.modules).toEqual(modulesOf(route));
      return found.key;
    });
    expect(new Set(keys).size).toBe(lazyRoutes.length);
  });
});
