// Shared helpers for the demo API's tests: one scale-1 build per test file, typed JSON fetches.
import type { Hono } from 'hono';
import { createDemoApi, type DemoApi } from '../demo/index';

export type Json = Record<string, unknown>;
export type Rec = Record<string, unknown> & { id: string };

let cached: DemoApi | undefined;

export function demo(): DemoApi {
  cached ??= createDemoApi({ scale: 1 });
  return cached;
}

export async function getJson<T = Json>(path: string, app: Hono = demo().app): Promise<T> {
  const res = await app.request(path);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function getError(path: string): Promise<{ status: number; body: unknown }> {
  const res = await demo().app.request(path);
  return { status: res.status, body: await res.json() };
}

export const ID = /^[1-9]\d*$/;
export const MONEY = /^-?\d+\.\d{2}$/;
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const BOOL01 = /^[01]$/;

/** Cents of a "1234.50" string, exactly. */
export function cents(value: unknown): number {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not money: ${text}`);
  const abs = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -abs : abs;
}
