import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged when mail goes to the outbox, so a self-hoster can act on it. */
  link?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
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
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...pickMail(message) });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeName(message.to)}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        'mail written to outbox',
      );
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
