// Who is signed in and what they may open, from the server's /auth/me. The server enforces the
// same rules on every request; the app only hides links and explains instead of failing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { viewerFetch } from '../api/client';

export interface ForbiddenSection {
  label: string;
  /** Page patterns: `*` is one path segment, a trailing `/**` any rest. */
  pages: string[];
  /** Who may, in words ("accounting, sales manager and administrator"). */
  allowed: string;
}

export interface Access {
  mode: 'none' | 'oidc' | 'proxy';
  /** Sign-in is off on a shared host (ALLOW_ANONYMOUS=1). */
  openToAll: boolean;
  person: { name: string; email: string; roles: string[] } | null;
  forbidden: ForbiddenSection[];
  signOut: { url: string; method: 'post' | 'get' } | null;
  /** The session ended while the page was open (the server answered 401). */
  signedOut?: boolean;
}

/** Static hosting, or a server without /auth/me: nothing is hidden. */
const OPEN: Access = { mode: 'none', openToAll: false, person: null, forbidden: [], signOut: null };

async function fetchAccess(): Promise<Access> {
  try {
    const response = await viewerFetch('/auth/me', { headers: { accept: 'application/json' } });
    if (response.status === 401) return { ...OPEN, signedOut: true };
    if (!response.ok) return OPEN;
    const body = (await response.json()) as Partial<Access>;
    return { ...OPEN, ...body, forbidden: Array.isArray(body.forbidden) ? body.forbidden : [] };
  } catch {
    return OPEN;
  }
}

export const accessQuery = () =>
  queryOptions({ queryKey: ['access'], queryFn: fetchAccess, staleTime: 5 * 60_000 });

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '**') return got.length > i;
    if (i >= got.length || (want[i] !== '*' && want[i] !== got[i])) return false;
  }
  return want.length === got.length;
}

/** The section that keeps this page from the person, if any. */
export function forbiddenSection(
  access: Access | undefined,
  pathname: string,
): ForbiddenSection | undefined {
  return access?.forbidden.find((s) => s.pages.some((p) => matches(p, pathname)));
}

/**
 * Whether the person may open a page, for links and choices that would otherwise lead to "Not for
 * your role": true until the server has said who is signed in (it refuses anyway).
 */
export function useMayOpen(): (pathname: string) => boolean {
  const { data } = useQuery(accessQuery());
  return (pathname) => !forbiddenSection(data, pathname);
}
