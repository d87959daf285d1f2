import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTestApp, type TestApp } from './helpers';
import { freshEmail, lastCode, PASSWORD, post, signUpOwner } from './signup-helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback: it hands each message it accepts to whoever waits for it. */
const inbox: Received[] = [];
const waiting = new Map<string, (m: Received) => void>();
const REFUSED = 'refused@example.test';

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address === REFUSED) callback(new Error('550 mailbox unavailable'));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const message: Received = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      inbox.push(message);
      for (const to of message.to) waiting.get(to)?.(message);
      callback();
    });
  },
});

const receive = (to: string) =>
  new Promise<Received>((resolve) => {
    const already = inbox.find((m) => m.to.includes(to));
    if (already) resolve(already);
    else waiting.set(to, resolve);
  });

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Flotte Test <robot@flotte.test>',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail by SMTP (SMTP_URL set)', () => {
  it('a sign-up mails its code through the SMTP server, and the outbox records it sent', async () => {
    const email = freshEmail('smtp');
    const arrived = receive(email);
    await signUpOwner(t, email, { name: 'Eve English', locale: 'en' });

    const message = await arrived;
    const code = await lastCode(t, email);
    expect(message.from).toBe('robot@flotte.test');
    expect(message.to).toEqual([email]);
    expect(message.raw).toContain('Subject: Flotte: your verification code');
    expect(message.raw).toContain(code);

    await t.app.mailer.idle();
    const rows = await t.db.query<{ sent_at: unknown; error: unknown }>(
      'select sent_at, error from outbox where to_email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).not.toBeNull();
    expect(rows[0]!.error).toBeNull();

    // The code read from the mail verifies the account.
    const verified = await post(t, '/auth/user/verify', { email, code });
    expect(verified.statusCode).toBe(200);
  });

  it('a password-reset mail goes out in French by default', async () => {
    const arrived = receive('manager@flotte.demo');
    expect(
      (await post(t, '/auth/user/forgot-password', { email: 'manager@flotte.demo' })).statusCode,
    ).toBe(202);
    const message = await arrived;
    expect(message.raw).toContain(await lastCode(t, 'manager@flotte.demo'));
    expect(message.raw).toMatch(/Subject: =\?UTF-8\?/i); // the French subject, MIME-encoded
  });

  it('a refused delivery keeps the mail in the outbox with its error; the sign-up stands', async () => {
    await signUpOwner(t, REFUSED, { name: 'Refused' });
    await t.app.mailer.idle();
    const rows = await t.db.query<{ sent_at: unknown; error: string | null }>(
      'select sent_at, error from outbox where to_email = $1',
      [REFUSED],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).toBeNull();
    expect(rows[0]!.error).toMatch(/550|mailbox/);
  });
});

describe('mail without SMTP_URL', () => {
  it('is printed to the server log and kept in the outbox, unsent', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      db: t.db,
      config: { ...t.config, smtpUrl: undefined },
      logger: { level: 'info', stream },
    });
    try {
      const email = freshEmail('log');
      const res = await app.inject({
        method: 'POST',
        url: '/api/asset-owners/signup',
        payload: { name: 'Logged', email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      await app.mailer.idle();
      const code = await lastCode(t, email);
      const logged = lines.find((l) => l.includes(email));
      expect(logged).toBeDefined();
      expect(logged).toContain(code);
      const rows = await t.db.query('select sent_at from outbox where to_email = $1', [email]);
      expect(rows).toEqual([{ sent_at: null }]);
      expect(inbox.some((m) => m.to.includes(email))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
