import { rmSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { authApi, endpointUrl, organizationsApi, plansApi } from '@support/shared';
import { PASSWORD } from './flows';
import { watchOutboundRequests } from './networkGuard';
import { startDemoSite } from './recorderDemo';
import { launchWithExtension, type RecorderBrowser, unpack, unzip } from './recorderExtension';

/** A company with a started trial, registered through the API; its organization's settings as given. */
export async function createRecorderAccount(
  request: APIRequestContext,
  input: { email: string; organization: string; settings?: Record<string, unknown> },
) {
  const registered = await request.post(endpointUrl(authApi.register), {
    data: {
      email: input.email,
      password: PASSWORD,
      firstName: 'Rita',
      lastName: 'Recorder',
      organizationType: 'COMPANY',
      organizationName: input.organization,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const trial = await request.post(endpointUrl(plansApi.subscribe), {
    headers,
    data: { planId: 'extended-trial' },
  });
  expect(trial.ok() || trial.status() === 409, await trial.text()).toBe(true);
  if (input.settings) {
    const settings = await request.put(endpointUrl(organizationsApi.updateSettings), {
      headers,
      data: input.settings,
    });
    expect(settings.ok(), await settings.text()).toBe(true);
  }
  return headers;
}

export type RecorderSession = RecorderBrowser & {
  demoUrl: string;
  popup: Page;
  /** What the browser asked of hosts other than this machine (see networkGuard), emptied. */
  outbound: () => string[];
  close: () => Promise<void>;
};

/**
 * The extension downloaded from the product (its default server must be the product), loaded into
 * Chromium, its popup open as a tab, and the demo site running.
 */
export async function openRecorder(
  request: APIRequestContext,
  baseURL: string,
  options: { args?: string[] } = {},
): Promise<RecorderSession> {
  const download = await request.get('/downloads/support-recorder.zip');
  expect(download.status()).toBe(200);
  const files = unzip(await download.body());
  expect(JSON.parse(files.get('config.json')!.toString())).toEqual({ defaultServer: baseURL });
  const extensionDir = unpack(files);
  const site = await startDemoSite();
  const browser = await launchWithExtension(extensionDir, options.args);
  const outbound = watchOutboundRequests(browser.context);
  const popup = await browser.context.newPage();
  await popup.goto(browser.popupUrl);
  return {
    ...browser,
    demoUrl: site.url,
    popup,
    outbound,
    close: async () => {
      await browser.context.close();
      await site.close();
      rmSync(extensionDir, { recursive: true, force: true });
    },
  };
}

export async function signInFromPopup(popup: Page, email: string, organization: string) {
  await expect(popup.getByRole('heading', { name: 'Sign in to record' })).toBeVisible();
  await popup.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByText(organization)).toBeVisible();
}

export async function signInToWebApp(page: Page, baseURL: string, email: string) {
  await page.goto(`${baseURL}/login?l=en`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
