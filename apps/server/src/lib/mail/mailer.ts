import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about (tests read it); never logged, since it carries a token. */
  link?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
  /** SMTP only: rejects when the mail server does not accept a session (the readiness probe). */
  verify?(): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes a .eml file in DATA_DIR/outbox. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...pickMail(message) });
      },
      async close() {
        transport.close();
      },
      async verify() {
        await transport.verify();
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...pickMail(message) });
      // Mails carry reset and invitation tokens: only the server's user may read them. Names are
      // unique, so servers sharing a data folder never overwrite each other's mail.
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      chmodSync(outbox, 0o700);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${safeName(message.to)}-${randomUUID()}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
    async close() {},
  };
}

function pickMail(message: MailMessage) {
  return { to: message.to, subject: message.subject, text: message.text, html: message.html };
}

function safeName(value: string): string {
  return value.replace(/[^a-zA-Z0-9@._-]/g, '_');
}
