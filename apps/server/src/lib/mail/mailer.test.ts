import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const TOKEN = 'secret-reset-token-0123456789abcdefghij';

describe('outbox without SMTP', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  // Two servers sharing one data folder.
  const servers = [1, 2].map(() => createMailer({ from: 'a@localhost', dataDir, logger }));

  it('keeps every mail in its own owner-only file and logs the file, not the link', async () => {
    const mail = {
      to: 'victim@example.com',
      subject: 'Reset your password',
      text: `http://localhost:3000/reset-password?token=${TOKEN}`,
      html: '<p>reset</p>',
      link: `http://localhost:3000/reset-password?token=${TOKEN}`,
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => servers[i % 2]!.send(mail)));

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(10);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    for (const file of files) {
      expect(statSync(path.join(outbox, file)).mode & 0o777).toBe(0o600);
      expect(readFileSync(path.join(outbox, file), 'utf8')).toContain('victim@example.com');
    }
    const logged = lines.filter((line) => line.msg === 'mail written to outbox');
    expect(logged).toHaveLength(10);
    expect(logged.map((line) => path.basename(line.file as string)).sort()).toEqual([...files].sort());
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });
});
