import { describe, expect, it } from 'vitest';
import { readResponse } from './wire';

/** One backend message: its code, then its length (counting itself) and body. */
const message = (code: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(code, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const complete = message('C', Buffer.from('SELECT 1\0'));

describe('reading the embedded database’s answer', () => {
  it('refuses a message whose length cannot be right, instead of looping or reading past the end', () => {
    const zero = Buffer.from([0x43, 0, 0, 0, 0]);
    expect(() => readResponse(Buffer.concat([complete, zero]))).toThrow(/malformed answer/);
    const overrun = Buffer.from(complete);
    overrun.writeInt32BE(1_000, 1);
    expect(() => readResponse(overrun)).toThrow(/malformed answer/);
    expect(readResponse(complete).command).toBe('SELECT 1');
  });
});
