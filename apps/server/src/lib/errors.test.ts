import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { AppError, badRequest, conflict, gone } from './errors';

const SOURCE = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the errors the server throws', () => {
  it("take their status from the catalogue's code", () => {
    expect(new AppError('IMAGE_TOO_LARGE', 'too large').statusCode).toBe(413);
    expect(badRequest('no', 'INVALID_CURSOR').statusCode).toBe(400);
    expect(gone('used', 'INVITATION_ACCEPTED').statusCode).toBe(410);
    expect(conflict('exists', 'TAG_EXISTS').statusCode).toBe(409);
  });

  it('use every code of the catalogue somewhere (no entry is left over from removed code)', () => {
    const text = sourceFiles(SOURCE)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Codes made from a value (`INVITATION_${status}`) and the framework's own (FST_…).
    const made = (code: string) =>
      code.startsWith('FST_') || /^INVITATION_(ACCEPTED|EXPIRED|REVOKED)$/.test(code);
    const named = (code: string) => text.includes(`'${code}'`) || new RegExp(`\\b${code}: `).test(text);
    const unused = Object.keys(ERROR_CATALOGUE).filter((code) => !made(code) && !named(code));
    expect(unused).toEqual([]);
  });
});
