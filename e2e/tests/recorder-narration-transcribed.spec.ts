import type { Worker } from '@playwright/test';
import {
  startTranscriptionStandIn,
  type TranscriptionStandIn,
} from '@support/shared/testing/transcriptionStandIn';
import { expect } from '../support/fixtures';
import { test as ownProductTest } from '../support/plansFlows';
import { badgeText, browserNow, FAKE_MICROPHONE } from '../support/recorderExtension';
import {
  createRecorderAccount,
  openRecorder,
  signInFromPopup,
  signInToWebApp,
} from '../support/recorderFlows';
import { canSpeak, spokenWav } from '../support/spokenAudio';

/**
 * A narrated task, heard: Chromium's stand-in microphone plays real speech made with espeak-ng, one
 * sentence during each of three steps; the product (its own, with TRANSCRIPTION_* pointing at a
 * loopback speech-to-text stand-in) sends the recorded WebM to the service, gives each step what
 * was said during it, and the article page's player jumps to step 3.
 *
 * The stand-in cannot recognise speech: it answers with the sentences of the file and the seconds
 * espeak-ng spoke them at, as a whisper server hearing this file would. What is tested is the
 * product's side: the audio captured and uploaded, the service called with it, the segments placed
 * on the steps by the time of each click, and the player.
 */
const SCRIPT = [
  { atSeconds: 1, text: 'First, save the settings so that the new address is kept.' },
  { atSeconds: 6, text: 'Then open your orders to find the invoice.' },
  { atSeconds: 11, text: 'If the invoice is wrong, the help page tells you whom to ask.' },
];
/** The clicks: step 1 at once, step 2 and 3 a second before their sentences; Stop after the last. */
const CLICK_AT_SECONDS = [5, 10];
const STOP_AT_SECONDS = 14.5;
const speech = canSpeak() ? spokenWav(SCRIPT, 16) : null;

const test = ownProductTest.extend<object, { transcription: TranscriptionStandIn }>({
  transcription: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const standIn = await startTranscriptionStandIn({ kind: 'reply', segments: () => speech?.spans ?? [] });
      await use(standIn);
      await standIn.close();
      speech?.remove();
    },
    { scope: 'worker' },
  ],
  ownProductEnv: [
    async ({ transcription }, use) =>
      use({ TRANSCRIPTION_BASE_URL: transcription.url, TRANSCRIPTION_API_KEY: 'speech-key' }),
    { scope: 'worker' },
  ],
});

/** When the narration's first sample was taken, by the browser's clock (the manifest's offsetMs). */
async function audioStartedAt(worker: Worker): Promise<number> {
  type Stored = { recording?: { startedAt: number; narration?: { offsetMs: number } } };
  type Chrome = { storage: { local: { get(key: string): Promise<Stored> } } };
  let started = 0;
  await expect
    .poll(
      async () => {
        started = await worker.evaluate(async () => {
          const chrome = (globalThis as unknown as { chrome: Chrome }).chrome;
          const { recording } = await chrome.storage.local.get('recording');
          return recording?.narration ? recording.startedAt + recording.narration.offsetMs : 0;
        });
        return started;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return started;
}

type StepJson = { index: number; transcription: string | null; audioStartTime: number | null };

test('what was said during each step becomes its narration, and the player jumps to step 3', async ({
  request,
  baseURL,
  uniqueEmail,
  saveScreenshot,
  transcription,
}) => {
  test.skip(!speech && !process.env.CI, 'espeak-ng is not installed here (apt-get install espeak-ng)');
  if (!speech) throw new Error('espeak-ng is missing: .ci/run installs it');
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no baseURL');
  const email = uniqueEmail('spoken');
  const headers = await createRecorderAccount(request, { email, organization: 'Sprech AG' });
  const session = await openRecorder(request, baseURL, {
    args: [...FAKE_MICROPHONE, `--use-file-for-fake-audio-capture=${speech.file}`],
  });
  const { context, worker, popup } = session;
  try {
    await signInFromPopup(popup, email, 'Sprech AG');
    const ask = await context.newPage();
    await ask.goto(`chrome-extension://${session.extensionId}/mic-permission.html`);
    await expect(
      ask.getByText('Your microphone is allowed and narration is on.', { exact: false }),
    ).toBeVisible();
    await ask.close();

    const demo = await context.newPage();
    await demo.goto(`${session.demoUrl}/`);
    await popup.bringToFront();
    await popup.getByRole('button', { name: 'Start recording' }).click();
    await expect.poll(() => badgeText(worker)).toBe('REC');
    const audioStart = await audioStartedAt(worker);
    // Narration runs on the clock: each click waits for its second of the audio, by the browser's clock.
    const untilSecond = (seconds: number) =>
      expect
        .poll(async () => (await browserNow(worker)) - audioStart, { intervals: [50], timeout: 30_000 })
        .toBeGreaterThanOrEqual(seconds * 1000);

    await demo.bringToFront();
    await demo.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => badgeText(worker)).toBe('1');
    await untilSecond(CLICK_AT_SECONDS[0]!);
    await demo.getByRole('link', { name: 'Show my orders' }).click();
    await expect.poll(() => badgeText(worker)).toBe('2');
    await untilSecond(CLICK_AT_SECONDS[1]!);
    // Opening a page is a step too.
    await demo.goto(`${session.demoUrl}/help`);
    await expect.poll(() => badgeText(worker)).toBe('3');
    await untilSecond(STOP_AT_SECONDS);
    await popup.bringToFront();
    await popup.getByRole('button', { name: 'Stop and upload' }).click();
    const open = popup.getByRole('link', { name: /Open article/ }).first();
    await expect(open).toBeVisible({ timeout: 30_000 });
    const articleId = ((await open.getAttribute('href')) ?? '').split('/').pop() ?? '';

    // The service received the recording as the browser made it (WebM), with the model asked for.
    let version: { transcriptionStatus: string | null; steps: StepJson[] } | null = null;
    await expect
      .poll(
        async () => {
          const article = await (await request.get(`/v1/help-articles/${articleId}`, { headers })).json();
          version = article.activeArticleVersion;
          return version?.transcriptionStatus ?? null;
        },
        { timeout: 90_000 },
      )
      .toBe('DONE');
    const sent = transcription.received.at(-1);
    expect(sent?.authorization).toBe('Bearer speech-key');
    expect(sent?.file?.bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(sent?.fields.response_format).toEqual(['verbose_json']);

    // Each step has the sentence said while it was the latest one.
    const steps = [...(version as unknown as { steps: StepJson[] }).steps].sort((a, b) => a.index - b.index);
    expect(steps.map((step) => step.transcription)).toEqual(SCRIPT.map((line) => line.text));

    // The article page: the narration in the steps, and the player's chapters.
    const page = await context.newPage();
    await signInToWebApp(page, baseURL, email);
    await page.goto(`${baseURL}/articles/${articleId}`);
    const narration = page.getByRole('region', { name: 'Narration' });
    const chapters = narration.getByRole('list', { name: 'Steps in the narration' }).getByRole('button');
    await expect(chapters).toHaveCount(3);
    // The built-in writer explains each step with what was said during it.
    for (const line of SCRIPT) await expect(page.getByText(line.text, { exact: true })).toBeVisible();
    await chapters.nth(2).click();
    const step3 = (steps[2]?.audioStartTime ?? 0) / 1000;
    const player = narration.getByLabel('Narration of this article');
    await expect
      .poll(() => player.evaluate((audio) => (audio as HTMLAudioElement).currentTime))
      .toBeGreaterThanOrEqual(step3);
    await expect(chapters.nth(2)).toHaveAttribute('aria-current', 'step');
    await player.evaluate((audio) => (audio as HTMLAudioElement).pause());
    await saveScreenshot('recorder-narration-03-chapters', page);
  } finally {
    await session.close();
  }
});
