import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about; logged when mail goes to the outbox. */
  link?: string;
  /** The leader on whose behalf it goes (an invitation, an assignment): their lists show its delivery. */
  leaderId?: string;
}

/** What the modules send through: the durable queue (modules/mail). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Queues many at once (a few statements, however many messages). */
  sendMany(messages: MailMessage[]): Promise<void>;
}

/** Delivers one message now; `messageId` stays the same across retries. */
export interface MailTransport {
  deliver(message: MailMessage & { messageId: string }): Promise<void>;
  close(): void;
}

/**
 * Delivers through SMTP_URL when it is set. Otherwise each message is written to
 * DATA_DIR/outbox as an .eml file and its link is logged, so a fresh install can
 * finish a password reset with no mail server.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    // Pooled connections and short timeouts (a claimed message's lease in mail.queue.ts
    // must outlast a send); options already in SMTP_URL's query string win.
    const url = new URL(options.smtpUrl);
    const defaults = {
      pool: 'true',
      maxConnections: '5',
      connectionTimeout: '20000',
      greetingTimeout: '20000',
      socketTimeout: '60000',
    };
    for (const [key, value] of Object.entries(defaults)) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    }
    const transport: Transporter = nodemailer.createTransport(url.toString());
    return {
      async deliver({ link: _link, ...message }) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver({ link, ...message }) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, link }, `e-mail written to the outbox: ${message.subject}`);
    },
    close: () => transport.close(),
  };
}
