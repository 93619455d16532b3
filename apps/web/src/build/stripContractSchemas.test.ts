import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripContractSchemas } from './stripContractSchemas';

const parse = (code: string) => parseAst(code) as never;

const contract = `import { ZOkResponse, ZIdParam } from '../schemas/common';
import { ZArticle } from '../schemas/article';
import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import { defineEndpoint } from './endpoint';
const ERRORS = [...SUBSCRIPTION_ERROR_CODES];
export const thingsApi = {
  get: defineEndpoint({ method: 'GET', path: '/things/:id', tag: 't', auth: true, errors: ERRORS,
    schemas: { params: ZIdParam, response: ZArticle } }),
  delete: defineEndpoint({ method: 'DELETE', path: '/things/:id', tag: 't', auth: true, errors: [],
    schemas: { params: ZIdParam, response: ZOkResponse } }),
};
export const idOnly = ZIdParam;
`;

describe('stripContractSchemas', () => {
  it('leaves out the schemas of each endpoint and the schema imports only they used', () => {
    const out = stripContractSchemas(contract, parse) ?? '';
    expect(out).not.toContain('ZArticle');
    expect(out).not.toContain('ZOkResponse');
    expect(out).not.toContain("'../schemas/article'");
    // Still used outside a declaration: kept.
    expect(out).toContain("import { ZIdParam } from '../schemas/common';");
    expect(out).toContain("import { SUBSCRIPTION_ERROR_CODES } from '../constants';");
    expect(out.match(/schemas: undefined/g)).toHaveLength(2);
    expect(out).toContain("path: '/things/:id'");
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves a file without endpoint declarations alone', () => {
    expect(
      stripContractSchemas("import { z } from 'zod';\nexport const a = z.string();", parse),
    ).toBeUndefined();
  });
});

/** The web app's own code (not its tests), which the production build ships without schemas. */
function appSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' || name === 'build' ? [] : appSources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the web app's code", () => {
  it("never reads an endpoint's schemas, which its production build leaves out", () => {
    const src = path.resolve(import.meta.dirname, '..');
    const readers = appSources(src).filter((file) => /\.schemas\b/.test(readFileSync(file, 'utf8')));
    expect(readers.map((file) => path.relative(src, file))).toEqual([]);
  });
});
