// The few pages the server shows before the app may load: sign in, refused, signed out, problems.
// Plain HTML with one stylesheet (the CSP allows no inline style), every value escaped.

/** Text for HTML, attributes included (the mail and server-rendered pages use it too). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export const AUTH_CSS = `
:root { color-scheme: light dark; --bg: #fff; --surface: #f6f7f9; --fg: #16181d; --muted: #5b6270;
  --border: #d5d9e0; --accent: #1d4ed8; --accent-fg: #fff; --danger: #b42318; --focus: #2563eb; }
@media (prefers-color-scheme: dark) { :root { --bg: #121417; --surface: #1b1e23; --fg: #e8eaee;
  --muted: #a2a9b6; --border: #353a43; --accent: #6f9bff; --accent-fg: #0b1020; --danger: #ff8a80;
  --focus: #8fb0ff; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
  background: var(--bg); color: var(--fg); line-height: 1.5;
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; }
main { width: 100%; max-width: 30rem; background: var(--surface); border: 1px solid var(--border);
  border-radius: 8px; padding: 1.5rem 1.5rem 1.25rem; overflow-wrap: anywhere; }
.brand { margin: 0 0 .25rem; color: var(--muted); font-size: .875rem; font-weight: 600; }
h1 { margin: 0 0 .75rem; font-size: 1.375rem; line-height: 1.3; }
p { margin: 0 0 .75rem; }
.muted { color: var(--muted); font-size: .9rem; }
.refused h1 { color: var(--danger); }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1.25rem; }
.button { display: inline-block; font: inherit; font-weight: 600; padding: .5rem 1rem;
  border-radius: 6px; border: 1px solid var(--accent); background: var(--accent);
  color: var(--accent-fg); text-decoration: none; cursor: pointer; }
.button--plain { background: transparent; color: var(--accent); }
.button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
form { margin: 0; }
`;

interface PageOptions {
  title: string;
  /** Paragraphs of text, escaped. */
  lines: string[];
  note?: string;
  tone?: 'refused';
  /** Links and forms at the bottom, already HTML (built by the helpers below). */
  actions?: string[];
}

export function page({ title, lines, note, tone, actions = [] }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Ad-sales viewer</title>
<link rel="stylesheet" href="/auth/auth.css">
</head>
<body>
<main${tone ? ` class="${tone}"` : ''}>
<p class="brand">Ad-sales viewer</p>
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${note ? `<p class="muted">${escapeHtml(note)}</p>` : ''}
${actions.length ? `<div class="actions">${actions.join('')}</div>` : ''}
</main>
</body>
</html>`;
}

export const linkButton = (href: string, label: string, plain = false) =>
  `<a class="button${plain ? ' button--plain' : ''}" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

export const postButton = (action: string, label: string, plain = false) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit" class="button${
    plain ? ' button--plain' : ''
  }">${escapeHtml(label)}</button></form>`;

export const signInHref = (returnTo: string) =>
  `/auth/login?return=${encodeURIComponent(returnTo)}`;

export function signInPage(returnTo: string): string {
  return page({
    title: 'Sign in',
    lines: [
      "This viewer shows the account's contracts, invoices and products to the account's own people.",
      'Sign in with your work account to continue.',
    ],
    note: "Your e-mail address is checked against the account's users list.",
    actions: [linkButton(signInHref(returnTo), 'Sign in')],
  });
}

export type RefusalReason = 'stranger' | 'inactive' | 'deleted';

/** Each refusal's page, and its words in the API's JSON error (`<email> is ...`). */
export const REFUSALS: Record<
  RefusalReason,
  { title: string; line: (email: string) => string; api: string }
> = {
  stranger: {
    title: 'Not a user of this account',
    line: (email) => `${email} is not in the account's users list, so this viewer stays closed.`,
    api: 'is not a user of this account',
  },
  inactive: {
    title: 'Your user is inactive',
    line: (email) => `The account's users list has ${email}, but marked inactive.`,
    api: 'is an inactive user of this account',
  },
  deleted: {
    title: 'Your user was deleted',
    line: (email) => `The account's users list has ${email}, but marked deleted.`,
    api: 'is a deleted user of this account',
  },
};

export function refusedPage(email: string, reason: RefusalReason, signOut: string): string {
  const { title, line } = REFUSALS[reason];
  return page({
    title,
    tone: 'refused',
    lines: [line(email)],
    note: 'If you should have access, ask an administrator of the account to add or reactivate your user.',
    actions: [signOut],
  });
}

export function signedOutPage(): string {
  return page({
    title: 'You are signed out',
    lines: ['Your session on this viewer has ended.'],
    note: 'Your sign-in provider may still remember you; sign out there too on a shared computer.',
    actions: [linkButton(signInHref('/'), 'Sign in again')],
  });
}

export function problemPage(title: string, detail: string, actions: string[] = []): string {
  return page({ title, lines: [detail], actions });
}

export function usersUnavailablePage(): string {
  return problemPage(
    "The account's users list could not be read",
    "The viewer checks everyone against the account's users list, and could not read it just now. Try again in a minute.",
    [linkButton('/', 'Try again')],
  );
}
