import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

const TEXT = 'Customer secret paragraph. '.repeat(40_000); // ≈1 MB of article text

/** A failed query as Drizzle reports it: the query, then its parameters (the article) in the message. */
function failedQuery(): Error {
  const cause = Object.assign(new Error('value too long'), {
    code: '22001',
    detail: `Failing row contains (${TEXT})`,
  });
  return Object.assign(
    new Error(`Failed query: update "article_versions" set "content" = $1\nparams: ${TEXT}`),
    {
      cause,
      query: 'update "article_versions" set "content" = $1',
      params: [TEXT],
    },
  );
}

describe('log lines', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it.each([
    ['an error field', () => t.app.log.error({ err: failedQuery() }, 'unhandled error')],
    ['the error itself', () => t.app.log.error(failedQuery())],
    ['a long message', () => t.app.log.warn(`could not index: ${TEXT}`)],
    [
      'many long fields',
      () => t.app.log.info(Object.fromEntries([...Array(40).keys()].map((i) => [`f${i}`, TEXT]))),
    ],
  ])('%s: at most 16 KB, without the text, still naming what failed', (_name, log) => {
    lines.length = 0;
    log();
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(16 * 1024);
    expect(JSON.parse(line)).toHaveProperty('level');
    // Cut strings may keep a sentence's head, never the article: a few repeats, not thousands.
    expect(line.split('Customer secret').length).toBeLessThan(200);
  });

  it('redacts a failed query’s parameters and keeps the query and the cause’s code', () => {
    lines.length = 0;
    t.app.log.error({ err: failedQuery() }, 'unhandled error');
    const { err } = JSON.parse(lines[0]!);
    expect(err.message).toBe(
      'Failed query: update "article_versions" set "content" = $1\nparams: [redacted]',
    );
    expect(err.cause).toMatchObject({ code: '22001', message: 'value too long' });
    expect(lines[0]).not.toContain('Customer secret');
  });
});
