// Which upstream account the gateway's store belongs to: a keyed hash of the two base URLs and the
// API key (never the key itself on disk or in a log). The cache and the ledger are kept per
// account, so a change of account never shows another account's answer nor counts its calls.
import { scryptSync } from 'node:crypto';
import { capabilityName } from './capabilities';
import type { GatewayDb } from './database';
import type { Logger } from './logger';

const SALT = 'ad-sales-viewer gateway account v1';

/** A fingerprint of the account's identifying parts; scrypt, so a short key is not guessed back. */
export function accountFingerprint(parts: readonly string[]): string {
  return scryptSync(JSON.stringify(parts), SALT, 16).toString('hex');
}

export type AccountSource =
  | { mode: 'demo'; scale: number }
  | { mode: 'proxy'; baseUrl: string; secondaryBaseUrl: string; apiKey: string };

/** The demo is an account of its own (one per DEMO_SCALE: each scale is other data). */
export function accountOf(source: AccountSource): string {
  return source.mode === 'demo'
    ? accountFingerprint(['demo', String(source.scale)])
    : accountFingerprint([source.baseUrl, source.secondaryBaseUrl, source.apiKey]);
}

/**
 * Drops another account's entries at start-up, in one log line (no secret: fingerprints only). A
 * store that cannot be written keeps them; they are never read (every query asks for this
 * account's rows).
 */
export function claimStore(db: GatewayDb, account: string, logger: Logger): void {
  const drop = db.transaction(() => {
    // Another account's capability answers and verdicts go with its copy of the data.
    db.prepare('DELETE FROM capabilities WHERE name <> ?').run(capabilityName(account));
    db.prepare('DELETE FROM mirror_verdicts WHERE account <> ?').run(account);
    return {
      cacheEntries: db.prepare('DELETE FROM cache WHERE account <> ?').run(account).changes,
      ledgerEntries: db.prepare('DELETE FROM ledger WHERE account <> ?').run(account).changes,
    };
  });
  try {
    const dropped = drop();
    if (dropped.cacheEntries + dropped.ledgerEntries > 0) {
      logger.warn(
        { account: account.slice(0, 8), ...dropped },
        "the gateway's store held another account's entries (another API, key or demo scale): dropped",
      );
    }
  } catch (error) {
    logger.error({ err: String(error) }, "dropping another account's entries failed");
  }
}
