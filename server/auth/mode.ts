// What a sign-in mode gives the guard: who is asking, and what to show someone who is not signed in.
import type { Context, Hono } from 'hono';

export interface SignInMode {
  /** The e-mail the request is vouched for by, or null. */
  identify(c: Context): string | null;
  /** The page for someone not signed in (API paths get a JSON 401 instead). */
  signInPage(c: Context): string;
  /** A refused person's way out, as HTML for the refusal page. */
  signOutAction: string;
  /** Where the app's Sign out button goes. */
  signOut: { url: string; method: 'get' | 'post' };
  /** A person refused after sign-in (deactivated since): their session ends here. */
  forget(c: Context): void;
  /** The mode's own routes (sign-in, callback, sign-out), answered before the guard. */
  routes?: Hono;
}
