/**
 * A real SMTP server on loopback standing in for the mail relay: the Flotte server under test
 * sends to it through `SMTP_URL`, and the test reads what a user would read in the message.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP server saw them. */
  from: string;
  to: string[];
  /** The `Subject:` header, MIME encoded-words decoded. */
  subject: string;
  /** The text/plain part, transfer encoding decoded. */
  text: string;
  raw: string;
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`: give it to the server as `SMTP_URL`. */
  url: string;
  /** The first message to `to` (already received, or the next one to arrive). */
  receive(to: string): Promise<ReceivedMail>;
  /** Everything received so far. */
  all(): readonly ReceivedMail[];
  stop(): Promise<void>;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeBody = (body: string, encoding: string | undefined) => {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header (RFC 2047). */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

const header = (head: string, name: string) => {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
};

/** The first text/plain part of a (possibly multipart) message, decoded. */
function plainText(raw: string): string {
  const split = (part: string) => {
    const at = part.search(/\r?\n\r?\n/);
    return at < 0 ? { head: part, body: '' } : { head: part.slice(0, at), body: part.slice(at) };
  };
  const walk = (part: string): string | undefined => {
    const { head, body } = split(part);
    const type = header(head, 'Content-Type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const child of body.split(`--${boundary}`).slice(1)) {
        const found = walk(child.replace(/^\r?\n/, ''));
        if (found !== undefined) return found;
      }
      return undefined;
    }
    if (!/^text\/plain/i.test(type)) return undefined;
    return decodeBody(body.trim(), header(head, 'Content-Transfer-Encoding')?.toLowerCase());
  };
  return walk(raw) ?? '';
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to make, nothing for the client to upgrade to.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeHeader(header(head, 'Subject') ?? ''),
          text: plainText(raw),
          raw,
        };
        received.push(mail);
        for (const waiter of waiting.splice(0)) {
          if (mail.to.includes(waiter.to)) waiter.resolve(mail);
          else waiting.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    receive(to) {
      const address = to.toLowerCase();
      const already = received.find((mail) => mail.to.includes(address));
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiting.push({ to: address, resolve }));
    },
    all: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit one-time code of a Flotte mail (the only 6-digit number in it). */
export function codeIn(mail: ReceivedMail): string {
  const codes = mail.text.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) {
    throw new Error(`expected one 6-digit code in the mail, found ${codes.length}:\n${mail.text}`);
  }
  return codes[0]!;
}
