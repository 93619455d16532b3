import { expect, test } from '../support/fixtures';
import { createRecorderAccount } from '../support/recorderFlows';

/**
 * A recording upload the server refuses before reading it all (a part over the size limit, a part
 * no step names, an expired sign-in) is answered at once and its connection closed. The browser,
 * which is still sending, must still read that answer: the recorder shows its message instead of
 * "Could not reach".
 */
test('the browser reads the answer to an upload refused before it was sent in full', async ({
  page,
  request,
  baseURL,
  uniqueEmail,
}) => {
  const headers = await createRecorderAccount(request, {
    email: uniqueEmail('early-refusal'),
    organization: 'Early Refusal Ltd',
  });
  const manifest = {
    formatVersion: 1,
    recorder: { kind: 'chrome-extension', version: 'e2e' },
    steps: [
      {
        action: 'CLICK',
        image: 'step-1',
        timestamp: 0,
        pageUrl: 'https://demo.example.com/',
        viewport: { width: 1280, height: 800, devicePixelRatio: 1 },
      },
    ],
  };
  // Any page of the product, for same-origin requests.
  await page.goto(`${baseURL}/robots.txt`);
  const upload = (part: string, megabytes: number, authorization: string) =>
    page.evaluate(
      async ({ part, megabytes, authorization, manifest }) => {
        const form = new FormData();
        form.append('manifest', JSON.stringify(manifest));
        const bytes = new Uint8Array(megabytes * 1024 * 1024);
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        form.append(part, new Blob([bytes], { type: 'image/png' }), 'step.png');
        try {
          const response = await fetch('/v1/recordings', {
            method: 'POST',
            headers: { authorization },
            body: form,
          });
          return { status: response.status, body: (await response.json()) as { code?: string } };
        } catch (error) {
          return { status: 0, body: { code: String(error) } };
        }
      },
      { part, megabytes, authorization, manifest },
    );

  for (const megabytes of [12, 100]) {
    const tooLarge = await upload('step-1', megabytes, headers.authorization);
    expect(tooLarge, `${megabytes} MB`).toEqual({
      status: 413,
      body: { code: 'RECORDING_IMAGE_TOO_LARGE', message: 'The image part "step-1" is larger than 10 MB' },
    });
  }
  const unnamed = await upload('junk', 60, headers.authorization);
  expect(unnamed.status).toBe(400);
  expect(unnamed.body.code).toBe('INVALID_RECORDING');
  const signedOut = await upload('step-1', 60, 'Bearer expired');
  expect(signedOut.status).toBe(401);
});
