// A real OpenID Connect provider (oidc-provider, development interactions) on 127.0.0.1, with demo
// accounts whose e-mails are in the demo account's users list. For trying sign-in and for tests;
// never part of the served viewer.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

const DOMAIN = 'harborcitymedia.com';

/** Log in at the provider with the part before the @ (any password). */
export const DEMO_ACCOUNTS = [
  { login: 'dana.whitfield', what: 'administrator, sales manager, sales, metrics' },
  { login: 'frank.haddad', what: 'administrator' },
  { login: 'maria.chen', what: 'accounting' },
  { login: 'lena.kowalski', what: 'sales manager, sales' },
  { login: 'marcus.bell', what: 'sales' },
  { login: 'tom.okafor', what: 'production' },
  { login: 'ivan.petrov', what: 'metrics' },
  { login: 'guest.viewer', what: 'a user with no role' },
  { login: 'rosa.delgado', what: 'an inactive user: refused' },
  {
    login: 'stranger',
    what: 'someone not in the users list: refused',
    email: 'someone@example.com',
  },
] as const;

export const DEV_CLIENT = {
  id: 'adsales-viewer',
  secret: 'dev-idp-client-secret-not-for-production',
};

function emailOf(login: string): string {
  const known = DEMO_ACCOUNTS.find((a) => a.login === login.toLowerCase());
  if (known) return 'email' in known ? known.email : `${known.login}@${DOMAIN}`;
  // Anything else is taken as an e-mail as typed (so mixed case and strangers can be tried).
  return login.includes('@') ? login : `${login}@example.com`;
}

export async function startDevIdp({
  port = 0,
  redirectUris,
}: {
  port?: number;
  redirectUris: string[];
}) {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT.id,
        client_secret: DEV_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx: unknown, id: string) {
      const email = emailOf(id);
      return {
        accountId: id,
        async claims() {
          return { sub: id, email, email_verified: true, name: id };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // A first-party client: no consent screen, the grant is made on the spot.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result, provider: p } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return p.Grant.find(grantId);
      const grant = new p.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    // Explicit lifetimes (seconds), so the provider does not warn about its defaults.
    ttl: {
      Interaction: 600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    cookies: { keys: ['dev-idp-cookie-key-not-a-secret'] },
  });
  handler = provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type DevIdp = Awaited<ReturnType<typeof startDevIdp>>;
