import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningTestApp, listeningTestApp } from '../../test/app';
import { sharedArticle } from '../modules/public-site/testSupport';

/**
 * Answers to requests without a body keep their connection (the refusal of an unread upload closes
 * its own, see limits.test.ts). A page answered from memory is sent before Node's parser has
 * marked its GET complete: that once closed every such connection, and readers paid a new TCP
 * connection per page (250 pages a second instead of thousands).
 */
let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

/** Two GETs over one keep-alive agent: the sockets it opened and the answers' Connection headers. */
async function twice(path: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let sockets = 0;
  const get = () =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: t.port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      });
      request.on('socket', (socket) => {
        if (!(socket as { counted?: boolean }).counted) sockets++;
        (socket as { counted?: boolean }).counted = true;
      });
      request.on('error', reject);
    });
  const answers = [await get(), await get()];
  agent.destroy();
  return { sockets, answers };
}

describe('connections of answered requests', () => {
  it('stay open for the next request after a GET, a shared page from memory included', async () => {
    const { sharingId } = await sharedArticle(t.app, { content: 'Kept alive.' });
    for (const path of ['/v1/health', `/shared/${sharingId}`, '/robots.txt']) {
      const { sockets, answers } = await twice(path);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.connection)).toEqual(['keep-alive', 'keep-alive']);
      expect(sockets, path).toBe(1);
    }
  });
});
