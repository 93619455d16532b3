import { describe, expect, it } from 'vitest';
import { parseCli } from './cli';

describe('the command line', () => {
  it('takes --self-test with --listen milliseconds', () => {
    expect(parseCli(['--self-test', '--listen', '5000'])).toMatchObject({ selfTest: true, listenMs: 5000 });
    expect(parseCli([])).toMatchObject({ selfTest: false, listenMs: 0, open: true });
    expect(() => parseCli(['--self-test', '--listen', 'soon'])).toThrow(/--listen/);
  });
});
