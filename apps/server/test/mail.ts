import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mailer, MailMessage } from '../src/lib/mail/mailer';

export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/** A real SMTP server on loopback that keeps what arrives, for tests of mail the product sends. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          received.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: String(parsed.html ?? ''),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The mails sent to one address, oldest first. */
    to: (address: string) => received.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An in-memory mailer for tests that do not look at SMTP itself. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}

/** The first link in a mail that points at the given path, e.g. `/reset-password`. */
export function linkIn(text: string, pathname: string): URL {
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathname.replace(/[/]/g, '\\/')}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathname} link in mail:\n${text}`);
  return new URL(match[0]);
}
