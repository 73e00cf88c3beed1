// Signed cookie values: base64url(JSON) + "." + HMAC-SHA256. The expiry is inside the signed part,
// so a kept or copied cookie stops working at its time whatever the browser does with Max-Age.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface SessionData {
  /** Session id, so sign-out can revoke this session before its expiry. */
  sid: string;
  email: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function seal(secret: string, value: object): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The payload if the signature is right and `exp` has not passed; null otherwise. */
export function unseal<T extends { exp: number }>(
  secret: string,
  sealed: string | undefined,
  now: number,
): T | null {
  if (!sealed) return null;
  const dot = sealed.indexOf('.');
  if (dot <= 0) return null;
  const payload = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1), 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: T;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
  if (!value || typeof value.exp !== 'number' || value.exp <= now) return null;
  return value;
}

export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}
