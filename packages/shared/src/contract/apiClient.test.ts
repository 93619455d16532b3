import { describe, expect, it } from 'vitest';
import { ApiError } from '../recorderCalls';
import { createApiClient, endpointUrl, type FetchLike } from './apiClient';
import { desktopRecorderApi } from './desktopRecorder';
import { recordingsApi } from './recordings';

type Sent = { url: string; init: RequestInit };

/** A fetch that records what it was asked and answers `answer`. */
function fakeFetch(answer: () => Response) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, init });
    return answer();
  };
  return { sent, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the contract client', () => {
  it('builds the address from the path, its encoded parameters and the query', () => {
    expect(endpointUrl(recordingsApi.stageImage, { params: { key: 'a b', image: 'step-1' } })).toBe(
      '/v1/recordings/staged/a%20b/step-1',
    );
    expect(
      endpointUrl({ path: '/help-articles' }, { query: { limit: 5, tag: ['a', 'b'], x: undefined } }),
    ).toBe('/v1/help-articles?limit=5&tag=a&tag=b');
  });

  it('sends JSON with the injected fetch and the client headers, and parses the answer', async () => {
    const { sent, fetch } = fakeFetch(() => json(200, { token: 't' }));
    const client = createApiClient({
      server: 'http://product.test',
      fetch,
      headers: () => ({ authorization: 'Bearer x' }),
    });
    const body = { connectionId: 'c', secret: 's' };
    const answer = await client.call(desktopRecorderApi.claimToken, { body });
    expect(answer).toEqual({ token: 't' });
    expect(sent[0]?.url).toBe('http://product.test/v1/desktop-recorder/connections/token');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.headers).toEqual({ authorization: 'Bearer x', 'content-type': 'application/json' });
    expect(sent[0]?.init.body).toBe(JSON.stringify(body));
  });

  it('hands a multipart or raw body over as it is, without a JSON content type', async () => {
    const { sent, fetch } = fakeFetch(() => json(201, { articleId: 'a' }));
    const client = createApiClient({ server: '', fetch });
    const form = new FormData();
    form.append('manifest', '{}');
    await client.call(recordingsApi.upload, { body: form, headers: { 'idempotency-key': 'k' } });
    expect(sent[0]?.url).toBe('/v1/recordings');
    expect(sent[0]?.init.body).toBe(form);
    expect(sent[0]?.init.headers).toEqual({ 'idempotency-key': 'k' });
    const image = new Blob([new Uint8Array([1, 2])], { type: 'image/png' });
    await client.send(recordingsApi.stageImage, {
      params: { key: 'k', image: 'step-1' },
      body: image,
      headers: { 'content-type': 'image/png' },
    });
    expect(sent[1]?.init).toMatchObject({
      method: 'PUT',
      body: image,
      headers: { 'content-type': 'image/png' },
    });
  });

  it("throws the server's message and code on a refusal, and status 0 when nothing answered", async () => {
    const refusing = createApiClient({
      server: 'http://product.test',
      fetch: fakeFetch(() => json(403, { message: 'No subscription', code: 'NO_SUBSCRIPTION' })).fetch,
    });
    const refused = await refusing.call(recordingsApi.settings, undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ message: 'No subscription', status: 403, code: 'NO_SUBSCRIPTION' });
    const silent = await createApiClient({
      server: 'http://product.test',
      fetch: fakeFetch(() => new Response('oops', { status: 502 })).fetch,
    })
      .call(recordingsApi.settings, undefined, { fallback: 'No settings' })
      .catch((error: unknown) => error);
    expect(silent).toMatchObject({ message: 'No settings', status: 502 });
    const offline = createApiClient({
      server: 'http://product.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(offline.send(recordingsApi.settings)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('checks the answer with a schema when one is given', async () => {
    const client = createApiClient({ server: '', fetch: fakeFetch(() => json(200, { nope: 1 })).fetch });
    const schema = {
      parse: (value: unknown) => {
        if (!(value as { articleId?: unknown }).articleId) throw new Error('not an upload answer');
        return value as { articleId: string };
      },
    };
    await expect(client.call(recordingsApi.upload, { body: new FormData() }, { schema })).rejects.toThrow(
      'not an upload answer',
    );
  });
});
