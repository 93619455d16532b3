import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authApi, endpointUrl } from '@support/shared';
import { startAiStandIn } from './aiStandIn';
import { startProduct } from './product';
import { startSmtpServer } from './smtp';

/**
 * One product for the whole run: a loopback SMTP server that keeps what arrives, and the built
 * server on a fresh embedded database. The workers find both through the variables set here.
 */
export default async function globalSetup() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'support-e2e-'));
  const mailDir = path.join(workDir, 'mail');
  const smtp = await startSmtpServer(mailDir);
  // The AI of smart edit: a loopback stand-in with a deterministic answer (articles.spec.ts).
  const ai = await startAiStandIn();
  const logFile = path.join(workDir, 'server.log');
  let product: Awaited<ReturnType<typeof startProduct>>;
  try {
    product = await startProduct({
      dataDir: path.join(workDir, 'data'),
      smtpUrl: smtp.url,
      logFile,
      ai: ai.env,
    });
  } catch (error) {
    await smtp.close();
    await ai.close();
    throw error;
  }
  await registerFirstAccount(product.baseURL);
  process.env.E2E_BASE_URL = product.baseURL;
  process.env.E2E_MAIL_DIR = mailDir;
  // For a spec that runs a product of its own (plans.spec.ts) and reads its mail the same way.
  process.env.E2E_SMTP_URL = smtp.url;
  process.env.E2E_SERVER_LOG = logFile;
  console.log(`[e2e] product at ${product.baseURL}, server log ${logFile}`);

  return async () => {
    await product.stop();
    await smtp.close();
    await ai.close();
    if (!process.env.E2E_KEEP) rmSync(workDir, { recursive: true, force: true });
  };
}

/**
 * The install's first account becomes its super admin (FIRST_ACCOUNT_SUPER_ADMIN): it is taken
 * here, so every account the specs make is a regular user whatever order they run in, and a spec
 * of the super-admin area signs in with E2E_SUPER_ADMIN_EMAIL and E2E_SUPER_ADMIN_PASSWORD.
 * first-run.spec.ts runs a product of its own to see an install nobody has registered on.
 */
async function registerFirstAccount(baseURL: string) {
  const email = 'super-admin@e2e.test';
  const password = randomBytes(12).toString('base64url');
  const response = await fetch(`${baseURL}${endpointUrl(authApi.register)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({
      email,
      password,
      firstName: 'Super',
      lastName: 'Admin',
      organizationType: 'PERSONAL',
    }),
  });
  if (!response.ok) throw new Error(`registering the first account failed: ${await response.text()}`);
  process.env.E2E_SUPER_ADMIN_EMAIL = email;
  process.env.E2E_SUPER_ADMIN_PASSWORD = password;
}
