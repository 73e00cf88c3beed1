// The session cookie, and signed cookie values: base64url(JSON) + "." + HMAC-SHA256. The expiry is
// inside the signed part, so a kept or copied cookie stops working at its time whatever the browser
// does with Max-Age.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionConfig } from './config';
import type { Revocations } from './revocations';

export interface SessionData {
  /** Session id, so sign-out can revoke this session before its expiry. */
  sid: string;
  email: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/** Whether two secrets (a token, a signature) are equal, in a time that tells nothing of either. */
export function sameSecret(given: string, expected: string): boolean {
  const hash = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(hash(given), hash(expected));
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
  if (!sameSecret(sealed.slice(dot + 1), mac(secret, payload).toString('base64url'))) return null;
  let value: T;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
  if (!value || typeof value.exp !== 'number' || value.exp <= now) return null;
  return value;
}

/** The viewer's session cookie: the one place that reads, starts and ends it. */
export function createSessions(config: SessionConfig, revocations: Revocations, now: () => number) {
  const name = config.secure ? '__Host-viewer_session' : 'viewer_session';
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', secure: config.secure } as const;

  /** The session of this request, null when none, forged, expired or signed out. */
  function read(c: Context): SessionData | null {
    const raw = getCookie(c, name);
    if (!raw) return null;
    const data = unseal<SessionData>(config.secret, raw, now());
    if (!data || typeof data.email !== 'string' || revocations.has(data.sid, now())) {
      deleteCookie(c, name, options);
      return null;
    }
    return data;
  }

  return {
    read,
    start(c: Context, email: string) {
      const data: SessionData = {
        sid: randomBytes(16).toString('base64url'),
        email,
        exp: now() + config.maxAgeMs,
      };
      setCookie(c, name, seal(config.secret, data), {
        ...options,
        maxAge: Math.floor(config.maxAgeMs / 1000),
      });
    },
    /** Clears the cookie; with `revoke`, a kept copy of it stops working too. */
    end(c: Context, { revoke } = { revoke: false }) {
      const data = revoke ? read(c) : null;
      if (data) revocations.revoke(data.sid, data.exp, now());
      deleteCookie(c, name, options);
    },
  };
}
