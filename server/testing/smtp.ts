// For the digest's tests: a real SMTP server in-process on a free port (smtp-server), keeping what
// it receives, that can refuse the next messages; and a received message's parts decoded.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 });
          return callback(error);
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `n` messages are refused (a 450). */
    refuseNext(n: number) {
      refuse = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's header value (first one). */
export function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The decoded body of the message's part of this content type (quoted-printable or base64). */
export function part(raw: string, type: 'text/plain' | 'text/html'): string {
  const sections = raw.split(/\r?\n--[^\r\n]+/);
  const found = sections.find((s) => new RegExp(`Content-Type: ${type}`, 'i').test(s));
  if (!found) throw new Error(`no ${type} part`);
  const [head, ...rest] = found.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    // Each =XX is a byte: as %XX (a literal % escaped first), decoded as UTF-8 at once.
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/\r\n/g, '\n')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1');
    return decodeURIComponent(bytes);
  }
  return body.replace(/\r\n/g, '\n');
}
