import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from './load';
import { startServer } from './processes';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run admin -- …` as an operator runs it: its own process on the server's configuration. */
function admin(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/admin.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * ISSUE "Structure" item 6: the operator commands (src/admin.ts) from the outside, on the embedded
 * database: what they print and exit with, that they refuse to write beside a running server, and
 * that what they change is what the server shows next. (operator.test.ts tests the commands'
 * rules on both databases; this is the command line around them.)
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the admin command line', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'support-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'admin-test-secret-admin-test-secret-0123456789',
    LOG_LEVEL: 'warn',
    // The command line makes the super admin here, not the first registration.
    FIRST_ACCOUNT_SUPER_ADMIN: 'false',
  };

  it('refuses bad usage, refuses to write beside a running server, and changes what the server shows', async () => {
    let server = await startServer('embedded', env);
    const email = `operator-${Math.random().toString(16).slice(2)}@example.com`;
    const registered = await call(server.base, 'POST', '/v1/auth/register', undefined, {
      email,
      password: 'correct horse battery',
      organizationType: 'COMPANY',
      organizationName: 'Operated Company',
    });
    expect(registered.status).toBe(200);
    const token = registered.body.token as string;
    const before = await call(server.base, 'GET', '/v1/profile/user', token);
    const organizationId = before.body.activeOrganizationId as string;
    expect(before.body).toMatchObject({ hasPaidPlan: false });

    const beside = await admin(env, 'set-plan', organizationId, 'business');
    expect(beside.code).toBe(1);
    expect(beside.stderr).toContain(`is in use by process ${server.child.pid}`);
    await server.stop();

    const usage = await admin(env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- <command>');
    const unknown = await admin(env, 'frobnicate', 'x');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    const noPlan = await admin(env, 'set-plan', organizationId, 'prod_nothing');
    expect(noPlan.code).toBe(1);
    expect(noPlan.stderr).toContain('No plan "prod_nothing"');
    const badDays = await admin(env, 'extend-trial', organizationId, 'soon');
    expect(badDays.code).toBe(1);
    expect(badDays.stderr).toBe('Days must be a whole number from 1 to 365, not "soon"\n');
    const noUser = await admin(env, 'make-super-admin', 'nobody@example.com');
    expect(noUser.code).toBe(1);
    expect(noUser.stderr).toContain('No user with e-mail nobody@example.com');

    const planned = await admin(env, 'set-plan', organizationId, 'business');
    expect(planned.stderr).toBe('');
    expect(planned.code).toBe(0);
    expect(planned.stdout).toContain('Operated Company');
    expect(planned.stdout).toContain('is now on');
    const promoted = await admin(env, 'make-super-admin', email);
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain(`${email} is now a super admin.`);

    server = await startServer('embedded', env);
    try {
      const after = await call(server.base, 'GET', '/v1/profile/user', token);
      expect(after.body).toMatchObject({
        hasPaidPlan: true,
        subscriptionType: 'REGULAR',
        userType: 'SUPER_ADMIN',
      });
      // Both changes are in the audit log the super-admin area reads, by the command line.
      const audit = await call(server.base, 'GET', '/v1/admin/audit', token);
      expect(audit.status).toBe(200);
      expect(
        (audit.body.items as { action: string; actor: { kind: string; label: string } }[]).map(
          ({ action, actor }) => ({ action, actor: actor.label }),
        ),
      ).toEqual([
        { action: 'user.make_super_admin', actor: 'npm run admin' },
        { action: 'organization.set_plan', actor: 'npm run admin' },
      ]);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
