// The account's own users list decides who is let in: read through the server's API layer (so it
// is cached and counted like any other read), kept a few minutes, matched by e-mail.
import { ROLE_INFO, ROLES, type Role } from './policy';

export interface Person {
  email: string;
  name: string;
  roles: Role[];
}

/** Fetches the secondary /users/ list's JSON body; injected so it plugs into the gateway. */
export type UsersSource = () => Promise<unknown>;

export type Lookup =
  | { ok: true; person: Person }
  | { ok: false; reason: 'stranger' | 'inactive' | 'deleted' | 'unavailable' };

interface Entry {
  person: Person;
  active: boolean;
  deleted: boolean;
}

/** The API sends booleans as true/false, "0"/"1", even "127": any non-zero number is true. */
function truthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true') return true;
    const n = Number(v);
    return v !== '' && Number.isFinite(n) && n !== 0;
  }
  return false;
}

/** Placeholder dates ("0000-00-00 …", "1969-12-31 …") mean no date: not deleted. */
export function isRealDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (v === '' || v.startsWith('0000-00-00') || v.startsWith('1969-12-31')) return false;
  return /^\d{4}-\d{2}-\d{2}/.test(v);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Keeps every row that has an e-mail; a malformed row is skipped, never fatal. */
export function parseUsers(body: unknown): Map<string, Entry> {
  const rows = (body as { users?: unknown } | null)?.users;
  if (!Array.isArray(rows)) throw new Error('the users answer has no "users" list');
  const byEmail = new Map<string, Entry>();
  for (const row of rows as Record<string, unknown>[]) {
    if (!row || typeof row.email !== 'string' || !row.email.includes('@')) continue;
    const email = normaliseEmail(row.email);
    const name = [row.first_name, row.last_name]
      .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      .join(' ');
    const entry: Entry = {
      person: {
        email,
        name: name || email,
        roles: ROLES.filter((role) => truthy(row[ROLE_INFO[role].flag])),
      },
      active: truthy(row.active),
      deleted: isRealDate(row.date_deleted),
    };
    // Two rows with one e-mail: an active, undeleted one wins.
    const seen = byEmail.get(email);
    if (!seen || (!seen.active && entry.active && !entry.deleted)) byEmail.set(email, entry);
  }
  return byEmail;
}

/**
 * The list is read at most once per `refreshMs` (in-flight reads merged); if a refresh fails the
 * last good copy is kept, so a brief API failure does not lock everyone out.
 */
export function createUsersDirectory(
  source: UsersSource,
  {
    refreshMs = 2 * 60_000,
    now = Date.now,
    logError = () => {},
  }: { refreshMs?: number; now?: () => number; logError?: (line: string) => void } = {},
) {
  let copy: { byEmail: Map<string, Entry>; at: number } | null = null;
  let pending: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    try {
      copy = { byEmail: parseUsers(await source()), at: now() };
    } catch (error) {
      // The reason is logged for whoever runs the server; people see "unavailable".
      logError(
        `Sign-in: the account's users list could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (copy) copy.at = now() - refreshMs + 10_000; // try again in ten seconds
    }
  }

  return {
    async lookup(email: string): Promise<Lookup> {
      if (!copy || now() - copy.at >= refreshMs) {
        pending ??= refresh().finally(() => (pending = null));
        await pending;
      }
      if (!copy) return { ok: false, reason: 'unavailable' };
      const entry = copy.byEmail.get(normaliseEmail(email));
      if (!entry) return { ok: false, reason: 'stranger' };
      if (!entry.active) return { ok: false, reason: 'inactive' };
      if (entry.deleted) return { ok: false, reason: 'deleted' };
      return { ok: true, person: entry.person };
    },
  };
}

export type UsersDirectory = ReturnType<typeof createUsersDirectory>;

/** A source that reads /secondary/users/ from a Hono app mounted at /api (demo or gateway). */
export function usersFromApi(api: {
  request: (path: string) => Response | Promise<Response>;
}): UsersSource {
  return async () => {
    const response = await api.request('/secondary/users/');
    if (!response.ok) throw new Error(`the users endpoint answered ${response.status}`);
    return response.json();
  };
}
