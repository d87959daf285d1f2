import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../../db/db';
import type { MailContent } from '../../mail/templates';
import { queryRows } from '../../db/query';

export interface OutgoingMail extends MailContent {
  to: string;
}

export interface MailerOptions {
  /** `smtp://…` or `smtps://…`; without it mails are only logged (and kept in the outbox). */
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Mail goes through the `outbox` table: `queue` writes the row inside the transaction of the
 * change that causes it (no mail for a rolled-back sign-up), `deliver` sends it after the
 * commit, in the background, so an answer never waits for SMTP (nor reveals by its timing
 * whether a mail was sent). `idle()` waits for deliveries in flight (tests, shutdown).
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: MailerOptions,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  async queue(tx: Queryable, mail: OutgoingMail): Promise<string> {
    const rows = await queryRows(
      tx,
      z.object({ id: z.string() }),
      `insert into outbox (to_email, subject, text, html) values ($1, $2, $3, $4) returning id`,
      [mail.to, mail.subject, mail.text, mail.html],
    );
    return rows[0]!.id;
  }

  /** Sends queued mails (call after the commit); failures are logged and kept on the row. */
  deliver(ids: readonly string[]): void {
    for (const id of ids) {
      const job = this.send(id).catch((error: unknown) => {
        this.options.log.error({ err: error, outboxId: id }, 'mail delivery failed');
      });
      this.pending.add(job);
      void job.finally(() => this.pending.delete(job));
    }
  }

  private async send(id: string): Promise<void> {
    const rows = await queryRows(
      this.db,
      z.object({
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string().nullable(),
      }),
      'select to_email as "to", subject, text, html from outbox where id = $1',
      [id],
    );
    const mail = rows[0];
    if (!mail) return;
    if (!this.transport) {
      // Development without SMTP: the log is where the code is read.
      this.options.log.info(
        { outboxId: id, to: mail.to, subject: mail.subject },
        `mail (no SMTP_URL set):\n${mail.text}`,
      );
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
      await this.db.query('update outbox set sent_at = now(), error = null where id = $1', [id]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.db.query('update outbox set error = $2 where id = $1', [
        id,
        message.slice(0, 1000),
      ]);
      throw error;
    }
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport?.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mailer: tests wait on `idle()` for the mails a request queued. */
    mailer: Mailer;
  }
}
