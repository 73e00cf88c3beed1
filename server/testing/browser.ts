// For tests: a tiny browser (a cookie jar and redirects by hand) that signs in at the real
// development provider the way a person would: viewer -> provider's login form -> viewer.

export class TinyBrowser {
  /** One jar for 127.0.0.1: cookies ignore ports, and the viewer's and provider's names differ. */
  readonly cookies = new Map<string, string>();

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attributes.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
        return false;
      });
      if (gone || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    return response;
  }

  /** Follows redirects like a browser (a 303, or a 302 after a POST, becomes a GET). */
  async go(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let current = url;
    let options = init;
    for (let hop = 0; hop < 20; hop++) {
      const response = await this.request(current, options);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { response, url: current };
      }
      await response.body?.cancel();
      current = new URL(location, current).href;
      options = {};
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** Starts at the viewer's sign-in link and logs in at the provider with `login`. */
  async signIn(viewer: string, login: string, returnTo = '/') {
    const { response: form, url } = await this.go(
      `${viewer}/auth/login?return=${encodeURIComponent(returnTo)}`,
    );
    const html = await form.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form at ${url} (${form.status}): ${html.slice(0, 200)}`);
    return this.go(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
  }
}
