// A development sign-in provider for trying AUTH_MODE=oidc on one machine. Usage:
//   npx tsx scripts/dev-idp.ts            (provider on http://127.0.0.1:4400, viewer expected on :8080)
//   IDP_PORT=4500 VIEWER_URL=http://127.0.0.1:8081 npx tsx scripts/dev-idp.ts
// Then start the viewer with the command it prints, open the viewer and sign in as one of the
// demo accounts (any password).
import { DEMO_ACCOUNTS, DEV_CLIENT, startDevIdp } from '../server/auth/dev-idp';

const port = Number(process.env.IDP_PORT || 4400);
const viewerUrl = (process.env.VIEWER_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
const idp = await startDevIdp({ port, redirectUris: [`${viewerUrl}/auth/callback`] });

console.log(`\nDevelopment sign-in provider on ${idp.issuer} (not for production).\n`);
console.log('Start the viewer with:\n');
console.log(
  `  AUTH_MODE=oidc OIDC_ISSUER=${idp.issuer} OIDC_CLIENT_ID=${DEV_CLIENT.id} \\\n` +
    `  OIDC_CLIENT_SECRET=${DEV_CLIENT.secret} PUBLIC_URL=${viewerUrl} \\\n` +
    `  SESSION_SECRET=$(openssl rand -base64 48) PORT=${new URL(viewerUrl).port || 80} npm start\n`,
);
console.log('Then sign in at the provider as (any password):');
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.login.padEnd(16)} ${account.what}`);
console.log('  or any e-mail address, typed as it is.\n');

const stop = () => void idp.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
