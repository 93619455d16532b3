import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ZArticle } from '../schemas/article';
import type { SaveStepAnnotationsRequest } from '../schemas/steps';
import { defineEndpoint, type EndpointInput, type EndpointResponse } from './endpoint';
import * as contract from './index';
import { contractApis, contractEndpoints } from './registry';
import type { stepsApi } from './steps';

describe('contract registry', () => {
  it('covers every API object the contract exports, under its name', () => {
    const apis = Object.entries(contract).filter(
      ([, value]) =>
        typeof value === 'object' &&
        value !== null &&
        Object.values(value).every((entry) => typeof entry === 'object' && entry && 'path' in entry),
    );
    expect(apis.length).toBeGreaterThan(10);
    for (const [name, api] of apis) expect(contractApis[name], `${name} in contractApis`).toBe(api);
    expect(Object.keys(contractApis).sort()).toEqual(apis.map(([name]) => name).sort());
  });

  it('gives every endpoint its response schema, and a zod schema for each message it names', () => {
    for (const { name, endpoint } of contractEndpoints()) {
      expect(endpoint.schemas?.response, `${name}.response`).toBeInstanceOf(z.core.$ZodType);
      for (const [part, schema] of Object.entries(endpoint.schemas))
        expect(schema, `${name}.${part}`).toBeInstanceOf(z.core.$ZodType);
    }
  });
});

describe('defineEndpoint', () => {
  it('types callers and answers from the schemas declared with the endpoint', () => {
    expectTypeOf<EndpointInput<typeof stepsApi.saveAnnotations>['body']>().toEqualTypeOf<
      z.input<typeof stepsApi.saveAnnotations.schemas.body>
    >();
    expectTypeOf<SaveStepAnnotationsRequest>().toExtend<
      EndpointInput<typeof stepsApi.saveAnnotations>['body']
    >();
    expectTypeOf<EndpointResponse<typeof stepsApi.delete>>().toEqualTypeOf<z.output<typeof ZArticle>>();
    // An endpoint without a body takes none.
    expectTypeOf<EndpointInput<typeof stepsApi.delete>['body']>().toEqualTypeOf<undefined>();
  });

  it('refuses an endpoint without schemas or with a part that is not a schema (checked by typecheck)', () => {
    const data = { method: 'GET', path: '/x', tag: 'x', auth: true, errors: [] } as const;
    // @ts-expect-error no schemas
    defineEndpoint(data);
    // @ts-expect-error no response schema
    defineEndpoint({ ...data, schemas: { body: ZArticle } });
    // @ts-expect-error a body that is not a schema
    defineEndpoint({ ...data, schemas: { body: { id: 'x' }, response: ZArticle } });
    expect(defineEndpoint({ ...data, schemas: { response: ZArticle } }).schemas.response).toBe(ZArticle);
  });
});
