import { readFileSync } from 'node:fs';
import path from 'node:path';
import { informalGermanWords } from '@support/shared';
import { describe, expect, it } from 'vitest';

describe('the German recorder texts', () => {
  it('address the reader with "Sie", as the web interface does', () => {
    const file = path.resolve(__dirname, '../../static/_locales/de/messages.json');
    const messages: Record<string, { message: string }> = JSON.parse(readFileSync(file, 'utf8'));
    const informal = Object.entries(messages).flatMap(([key, { message }]) => {
      const words = informalGermanWords(message);
      return words.length ? [`${key}: ${words.join(', ')} in "${message}"`] : [];
    });
    expect(informal).toEqual([]);
  });
});
