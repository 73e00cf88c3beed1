// A viewer of a spec's own with sign-in: a real OpenID Connect provider (oidc-provider) runs in the
// test process on 127.0.0.1, and a viewer (e2e/own-viewer.ts, AUTH_MODE=oidc) on a free port.
// For sign-in.spec.ts and the role cases of other specs.
import type { Page } from '@playwright/test';
import { startDevIdp, type DevIdp } from '../server/auth/dev-idp';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { freePort, signInEnv, startOwnViewer, type OwnViewer } from './own-viewer';

export interface SignInViewer {
  /** The viewer's origin, e.g. `http://127.0.0.1:41234` (set once the describe's beforeAll ran). */
  readonly base: string;
  /**
   * Opens `path` (which must show the sign-in page), checks that page (axe too with `axe`), and
   * signs in as `login` through the provider's login form.
   */
  signIn(page: Page, path: string, login: string, options?: { axe?: boolean }): Promise<void>;
}

/**
 * Starts the provider and the viewer before the enclosing describe's (or file's) tests and stops
 * them after; call it at the top of that describe. The browser's 401 and 403 resource errors are
 * let through the console check: sign-in pages and role refusals are what these tests are about
 * (and they assert the statuses).
 */
export function useSignInViewer(): SignInViewer {
  let idp: DevIdp | undefined;
  let viewer: OwnViewer | undefined;
  let base = '';

  test.beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    idp = await startDevIdp({ redirectUris: [`${base}/auth/callback`] });
    viewer = await startOwnViewer(port, signInEnv(idp, base));
  });

  test.afterAll(async () => {
    viewer?.stop();
    await idp?.close();
  });

  test.beforeEach(async ({ page }) => {
    // The provider's development login page imports a web font; there is no network in CI.
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/css', body: '' }),
    );
  });

  test.afterEach(({ consoleErrors }) => {
    const expected = /^console: Failed to load resource: .* status of (401|403) /;
    for (let i = consoleErrors.length - 1; i >= 0; i--) {
      if (expected.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
    }
  });

  return {
    get base() {
      return base;
    },
    async signIn(page, path, login, { axe = false } = {}) {
      await page.goto(base + path);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      if (axe) await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByPlaceholder('Enter any login').fill(login);
      await page.getByPlaceholder('and password').fill('any');
      await page.getByRole('button', { name: 'Sign-in' }).click();
    },
  };
}
