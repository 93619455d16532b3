import { expect } from '../support/fixtures';
// A product of its own without the AI stand-in (as recorder.spec.ts): no transcription is configured,
// so the article is written by the built-in writer and keeps the audio for a later transcription.
import { test } from '../support/plansFlows';
import { badgeText, FAKE_MICROPHONE } from '../support/recorderExtension';
import { createRecorderAccount, openRecorder, signInFromPopup } from '../support/recorderFlows';

/**
 * Narration with the real extension: Chromium's stand-in microphone (a beep a second, allowed
 * without a prompt), the switch in the popup, the page that asks for the microphone, the level
 * meter while recording (and again after the popup was closed and opened), a pause, and the
 * article with its audio; then a recording with the switch off, which sends no audio.
 */

type StepJson = { index: number; audioStartTime: number | null; audioEndTime: number | null };

test('a narrated recording uploads its audio; with the switch off none is sent', async ({
  request,
  baseURL,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no baseURL');
  const email = uniqueEmail('narration');
  const headers = await createRecorderAccount(request, { email, organization: 'Erzähl GmbH' });
  const session = await openRecorder(request, baseURL, { args: FAKE_MICROPHONE });
  const { context, worker } = session;
  let popup = session.popup;

  const meterValue = () =>
    popup
      .getByRole('meter', { name: 'Microphone level' })
      .evaluate((meter) => (meter as HTMLMeterElement).value);

  /** Records two clicks on the demo site, with a pause between them, and uploads them. */
  async function recordTask(narrated: boolean) {
    const demo = await context.newPage();
    await demo.goto(`${session.demoUrl}/`);
    await demo.bringToFront();
    await popup.getByRole('button', { name: 'Start recording' }).click();
    await expect.poll(() => badgeText(worker)).toBe('REC');
    if (narrated) {
      await expect(popup.getByText('Narrating', { exact: true })).toBeVisible();
      // The meter moves with the stand-in microphone's beep while the popup is open.
      await expect.poll(() => meterValue(), { timeout: 10_000 }).toBeGreaterThan(0.2);
      await saveScreenshot('recorder-narration-02-recording', popup);
    } else {
      await expect(popup.getByText('Narrating', { exact: true })).toBeHidden();
    }
    await demo.bringToFront();
    await demo.getByRole('button', { name: 'Save settings' }).click({ delay: 120 });
    await expect.poll(() => badgeText(worker)).toBe('1');
    if (narrated) {
      // The popup closes (as it does when the person clicks the page): the narration goes on.
      await popup.close();
      await demo.waitForTimeout(1000);
      popup = await context.newPage();
      await popup.goto(session.popupUrl);
      await expect(popup.getByText('Narrating', { exact: true })).toBeVisible();
      await expect.poll(() => meterValue(), { timeout: 10_000 }).toBeGreaterThan(0.2);
    }
    await popup.getByRole('button', { name: 'Pause' }).click();
    if (narrated) await expect(popup.getByText('Narration paused')).toBeVisible();
    await popup.waitForTimeout(1500);
    await popup.getByRole('button', { name: 'Resume' }).click();
    await demo.bringToFront();
    await demo.waitForTimeout(1000);
    await demo.getByRole('link', { name: 'Show my orders' }).click({ delay: 120 });
    await expect.poll(() => badgeText(worker)).toBe('2');
    await demo.close();
    await popup.bringToFront();
    // How long the audio must be: from its first sample to Stop, less the pause, by the browser's clock.
    type Stored = {
      recording: {
        startedAt: number;
        narration?: { offsetMs: number; pauses: { startMs: number; endMs: number }[] };
      };
    };
    const expectedMs = await worker.evaluate(async () => {
      const chrome = (
        globalThis as unknown as { chrome: { storage: { local: { get(key: string): Promise<Stored> } } } }
      ).chrome;
      const { recording } = await chrome.storage.local.get('recording');
      const narration = recording.narration;
      if (!narration) return null;
      const paused = narration.pauses.reduce((sum, pause) => sum + pause.endMs - pause.startMs, 0);
      return Date.now() - recording.startedAt - narration.offsetMs - paused;
    });
    await popup.getByRole('button', { name: 'Stop and upload' }).click();
    const open = popup.getByRole('link', { name: /Open article/ }).first();
    await expect(open).toBeVisible({ timeout: 30_000 });
    const href = (await open.getAttribute('href')) ?? '';
    await popup.getByRole('button', { name: 'Dismiss' }).first().click();
    return { articleId: href.split('/').pop() ?? '', expectedMs };
  }

  async function articleVersion(articleId: string) {
    let version: Record<string, unknown> | null = null;
    await expect
      .poll(
        async () => {
          const article = await (await request.get(`/v1/help-articles/${articleId}`, { headers })).json();
          version = article.activeArticleVersion;
          return Boolean(version?.finishedAt);
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    return version as unknown as {
      hasAudio?: boolean;
      audioUrl: string | null;
      audioDurationMs: number | null;
      steps: StepJson[];
    };
  }

  try {
    await signInFromPopup(popup, email, 'Erzähl GmbH');
    const narrate = popup.getByLabel('Narrate with my microphone');
    await expect(narrate).not.toBeChecked();

    // The page the recorder opens to ask for the microphone says why, and turns narration on.
    const ask = await context.newPage();
    await ask.goto(`chrome-extension://${session.extensionId}/mic-permission.html`);
    await expect(ask.getByRole('heading', { name: 'Narrate your recordings' })).toBeVisible();
    await expect(ask.getByText(/The audio goes only to your organization's server/)).toContainText(
      baseURL.replace(/^https?:\/\//, ''),
    );
    await expect(
      ask.getByText('Your microphone is allowed and narration is on.', { exact: false }),
    ).toBeVisible();
    await saveScreenshot('recorder-narration-01-permission', ask);
    await ask.close();
    await popup.bringToFront();
    await expect(narrate).toBeChecked();
    // Remembered: a popup opened again shows it on.
    await popup.reload();
    await expect(popup.getByLabel('Narrate with my microphone')).toBeChecked();

    const first = await recordTask(true);
    const narrated = await articleVersion(first.articleId);
    expect(narrated.audioUrl).toBeTruthy();
    // The audio stood still during the pause, as the manifest's pauses tell the server (within a chunk).
    expect(first.expectedMs).toBeGreaterThan(3000);
    expect(Math.abs((narrated.audioDurationMs ?? 0) - (first.expectedMs ?? 0))).toBeLessThan(1000);
    const audio = await request.get(narrated.audioUrl ?? '');
    expect(audio.ok()).toBe(true);
    // WebM's EBML header: what MediaRecorder wrote, as it was recorded.
    expect((await audio.body()).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const steps = [...narrated.steps].sort((a, b) => a.index - b.index);
    expect(steps.map((step) => step.audioStartTime !== null)).toEqual([true, true]);

    // Switched off: the microphone is not opened and the upload has no audio.
    await popup.getByLabel('Narrate with my microphone').uncheck();
    await popup.reload();
    await expect(popup.getByLabel('Narrate with my microphone')).not.toBeChecked();
    const second = await recordTask(false);
    expect(second.expectedMs).toBeNull();
    const plain = await articleVersion(second.articleId);
    expect(plain.audioUrl).toBeNull();
    expect(plain.audioDurationMs).toBeNull();
  } finally {
    await session.close();
  }
});
