// Every schema src/domain (and src/api, advertisers' search) exports is built on its first parse,
// not when its module is evaluated (why: src/domain/wire.ts). A schema made without `z.lazy` fails
// here. A worker's module is left out: it runs only in a worker (it listens on `self` when imported).
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '../api/*.ts', '!./*.test.ts', '!../api/*.test.ts', '!./*-worker.ts'],
  {
    eager: true,
  },
);

/** zod's definition of a schema (`_zod.def`, its documented introspection): its kind. */
interface LazyDef {
  type: string;
}
const schemaDef = (value: unknown): LazyDef | null =>
  value && typeof value === 'object' && '_zod' in value
    ? ((value as { _zod: { def: LazyDef } })._zod.def ?? null)
    : null;

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => schemaDef(value) !== null)
    .map(([name, value]) => ({ name: `${file} ${name}`, schema: value as z.core.$ZodType })),
);

describe('the API schemas', () => {
  it('are found (the wire readers and the records)', () => {
    const names = schemas.map((s) => s.name);
    expect(names).toContain('./wire.ts wireNumber');
    expect(names).toContain('./invoices.ts invoiceSchema');
    expect(schemas.length).toBeGreaterThan(20);
  });

  // A z.lazy schema is built by its getter on first use (zod's contract), so being lazy is what
  // keeps importing a module from building its schemas.
  it.each(schemas.map((s) => [s.name, s.schema] as const))('%s is lazy', (_name, schema) => {
    expect(schemaDef(schema)!.type).toBe('lazy');
  });

  it('parse as the schemas they wrap', () => {
    const wireNumber = modules['./wire.ts']!.wireNumber as z.core.$ZodType;
    expect(z.safeParse(wireNumber, '12.5')).toEqual({ success: true, data: 12.5 });
    expect(z.safeParse(wireNumber, 'twelve').success).toBe(false);
  });
});
