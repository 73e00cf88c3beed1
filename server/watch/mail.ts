// The digest as an e-mail: per watch, what changed, each with its link into the viewer; plain text
// and HTML (every value escaped), and the one-click unsubscribe link.
import { escapeHtml } from '../auth/pages';
import type { WatchNews } from './what-changed';

/** `base` is PUBLIC_URL; hrefs are the app's paths. */
export function digestMail(
  sections: readonly Omit<WatchNews, 'state'>[],
  options: { day: string; base: string; unsubscribe: string },
) {
  const count = sections.reduce((n, s) => n + s.changes.length + (s.note ? 1 : 0), 0);
  const subject = `${count} change${count === 1 ? '' : 's'} on what you watch, ${options.day}`;
  const url = (href: string) => `${options.base}${href}`;
  const text = [
    `What changed on what you watch (${options.day}):`,
    '',
    ...sections.flatMap((s) => [
      `${s.label}  ${url(s.href)}`,
      ...(s.note ? [`  ${s.note}`] : []),
      ...s.changes.map((c) => `  - ${c.text}  ${url(c.href)}`),
      '',
    ]),
    `All you watch: ${url('/watching')}`,
    `Stop these e-mails (one click): ${options.unsubscribe}`,
    '',
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:1.2em">What changed on what you watch (${escapeHtml(options.day)})</h1>`,
    ...sections.map(
      (s) =>
        `<h2 style="font-size:1em">${link(url(s.href), s.label)}</h2>` +
        (s.note ? `<p>${escapeHtml(s.note)}</p>` : '') +
        `<ul>${s.changes.map((c) => `<li>${link(url(c.href), c.text)}</li>`).join('')}</ul>`,
    ),
    `<p>${link(url('/watching'), 'All you watch')} · ${link(options.unsubscribe, 'Stop these e-mails')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
