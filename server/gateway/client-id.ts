// Who is asking, for the fair share: the signed-in person when server/auth has set one on the
// context, else the address (X-Forwarded-For only when TRUST_PROXY=1 says a reverse proxy sets it).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The context variables the gateway reads; an auth middleware sets `person`. */
export interface GatewayEnv {
  Variables: { person?: { email: string } };
}

export function clientId(c: Context, trustProxy: boolean): string {
  const person = (c as Context<GatewayEnv>).get('person');
  if (person?.email) return `person:${person.email.toLowerCase()}`;
  if (trustProxy) {
    // The right-most entry is the one our own proxy added; anything left of it the client wrote.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return `address:${forwarded}`;
  }
  // Not behind @hono/node-server (in-process tests): one anonymous client.
  return `address:${socketAddress(c) || 'local'}`;
}

/** The client's socket address, as @hono/node-server reports it; undefined outside it. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
