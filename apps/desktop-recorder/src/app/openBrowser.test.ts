import { describe, expect, it } from 'vitest';
import { launch } from './openBrowser';

/** Issue 44 item 5c: a browser page counts as opened only when the opener says so. */
const node = (code: string): [string, string[]] => [process.execPath, ['-e', code]];

describe('launch', () => {
  it('is false when an opener ends with an error (xdg-open ends with 4 without a browser)', async () => {
    expect(await launch(...node('process.exit(4)'), 2000)).toBe(false);
    expect(await launch('/nonexistent/xdg-open', ['x'], 2000)).toBe(false);
  });

  it('is true when it ends with 0, or still runs after the wait', async () => {
    expect(await launch(...node('process.exit(0)'), 2000)).toBe(true);
    expect(await launch(...node('setTimeout(() => {}, 1500)'), 100)).toBe(true);
  });

  it('counts a browser (no wait) as opened once it started', async () => {
    expect(await launch(...node('process.exit(4)'))).toBe(true);
  });
});
