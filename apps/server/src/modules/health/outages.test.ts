import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
  TINY_PNG,
  uploadImage,
} from '../../../test/factories';
import { startSmtpServer } from '../../../test/mail';
import { uploadRecording } from '../../../test/recordings';
import { type S3StandIn, startS3StandIn } from '../../../test/s3StandIn';

const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/v1/health/ready' });

/** An S3 outage is the storage's, never the database's, and ends without a restart. */
describe('file storage outage', () => {
  let s3: S3StandIn;
  let t: TestApp;
  let admin: RegisteredUser;
  const logLines: string[] = [];

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await createTestApp({
      logStream: { write: (line) => logLines.push(line) },
      env: {
        LOG_LEVEL: 'warn',
        S3_BUCKET: 'help-files',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
    admin = await registerTrialAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('answers uploads 503 STORAGE_UNAVAILABLE and readiness names storage, until S3 is back', async () => {
    const articleId = await createArticle(t.app, admin.token);
    expect((await ready(t)).json()).toMatchObject({ status: 'ready', storage: 'ok' });

    await s3.down();
    const refused = await uploadImage(t.app, admin.token, articleId, 'shot.png', TINY_PNG, 'image/png');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      code: 'STORAGE_UNAVAILABLE',
      message: expect.stringContaining('File storage is not reachable'),
    });
    const recording = await uploadRecording(t.app, admin.token, { steps: 2 });
    expect(recording.res.statusCode).toBe(503);
    expect(recording.res.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    // Operators see the outage in the log as storage's, with its cause.
    const warning = logLines.map((line) => JSON.parse(line)).find((entry) => entry.level === 40);
    expect(warning).toMatchObject({
      msg: expect.stringContaining('File storage'),
      err: { code: 'ECONNREFUSED' },
    });
    const probe = await ready(t);
    expect(probe.statusCode).toBe(503);
    expect(probe.headers['retry-after']).toBe('5');
    expect(probe.json()).toMatchObject({
      status: 'unavailable',
      database: 'ok',
      storage: 'unavailable',
      message: 'File storage is not reachable',
      code: 'NOT_READY',
    });

    await s3.up();
    expect((await ready(t)).json()).toMatchObject({ status: 'ready', database: 'ok', storage: 'ok' });
    const stored = await uploadImage(t.app, admin.token, articleId, 'shot.png', TINY_PNG, 'image/png');
    expect(stored.statusCode).toBe(201);
  });
});

/** A mail server that is away is reported, but does not take the process out of the load balancer. */
describe('mail server outage', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(() => t.close());

  it('names the mail server down in readiness, asking it again only after a few seconds', async () => {
    expect((await ready(t)).json()).toMatchObject({ status: 'ready', mail: 'ok' });
    await smtp.close();
    // The last answer is kept: probes every second do not open an SMTP session each.
    expect((await ready(t)).json()).toMatchObject({ mail: 'ok' });
    t.clock.advance(11_000);
    const probe = await ready(t);
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      mail: 'unavailable',
      worker: 'off',
    });
  });
});
