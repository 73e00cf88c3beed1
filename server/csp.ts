// The security headers every answer carries. Scripts run only from this origin, plus the inline
// scripts of the built index.html (the theme applied before the first paint), each allowed by its
// SHA-256: no 'unsafe-inline', so text in the data can never run as a script.
import { createHash } from 'node:crypto';

/** The CSP sources of the classic inline scripts in `html` ('sha256-…'); JSON data blocks are not run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes) || /\stype=/i.test(attributes)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/** The headers for an app whose index.html is `indexHtml` (none: no inline script is allowed). */
export function securityHeaders(indexHtml = ''): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'self'",
      ["script-src 'self'", ...inlineScriptHashes(indexHtml)].join(' '),
      "style-src 'self'",
      // Style attributes in the server-rendered HTML (a timeline bar's position, a chart's width);
      // they cannot run code. Scripts stay 'self' and the hashed theme script: the page's state
      // is a JSON data block.
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
}
