import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the content security policy', () => {
  it('allows each classic inline script by its hash, and no other inline script', () => {
    const html = [
      '<script>one()</script>',
      '<script src="/a.js"></script>',
      '<script type="module" crossorigin src="/b.js"></script>',
      '<script type="application/json" id="viewer-state">{"a":1}</script>',
      '<script>\n  two();\n</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('\n  two();\n')]);
  });

  it("has script-src 'self' and the hashes, never 'unsafe-inline' for scripts", () => {
    const csp = securityHeaders('<script>x()</script>')['content-security-policy']!;
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('x()')}`);
    expect(securityHeaders()['content-security-policy']).toContain("script-src 'self';");
  });

  it("allows index.html's theme script (the one inline script of the page)", () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    const body = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(hashes[0]).toBe(sha(body));
  });
});
