import { describe, expect, it } from 'vitest';
import { COMMON_ERROR_CODES } from '../contract/endpoint';
import { contractApis } from '../contract/registry';
import { ERROR_CATALOGUE } from './catalogue';

describe('the error catalogue', () => {
  it('names each code once, in capitals, with an error status', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.text, code).toMatch(/^[a-z][A-Za-z]+$/);
    }
  });

  it('holds every code the contract declares', () => {
    const declared = new Set<string>(COMMON_ERROR_CODES);
    for (const api of Object.values(contractApis))
      for (const endpoint of Object.values(api)) for (const code of endpoint.errors) declared.add(code);
    for (const code of declared) expect(ERROR_CATALOGUE, code).toHaveProperty(code);
  });
});
