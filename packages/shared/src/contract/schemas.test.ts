import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZArticle, ZStep } from '../schemas/article';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import { ZSaveStepAnnotationsRequest, ZStepParams } from '../schemas/steps';
import * as contract from './index';
import { contractApis, contractEndpoints, schemasOf } from './schemas';
import { stepsApi } from './steps';

describe('contract schemas', () => {
  it('cover every API object the contract exports, under its name', () => {
    const apis = Object.entries(contract).filter(
      ([, value]) =>
        typeof value === 'object' &&
        value !== null &&
        Object.values(value).every((entry) => typeof entry === 'object' && entry && 'path' in entry),
    );
    expect(apis.length).toBeGreaterThan(10);
    for (const [name, api] of apis)
      expect(contractApis[name as keyof typeof contractApis]?.api, `${name} in contractApis`).toBe(api);
    expect(Object.keys(contractApis).sort()).toEqual(apis.map(([name]) => name).sort());
  });

  it('give every endpoint its response schema', () => {
    for (const { name, schemas } of contractEndpoints())
      expect(schemas?.response, `${name}.response`).toBeInstanceOf(z.ZodType);
  });

  it('are exactly the schema types each definition declares (checked by typecheck)', () => {
    const saveAnnotations = { params: ZStepParams, body: ZSaveStepAnnotationsRequest, response: ZStep };
    const del = { params: ZStepParams, response: ZArticle };
    schemasOf(stepsApi, { saveAnnotations, delete: del });
    // @ts-expect-error another response than the declared one
    schemasOf(stepsApi, { saveAnnotations, delete: { params: ZStepParams, response: ZOkResponse } });
    // @ts-expect-error a path parameter missing
    schemasOf(stepsApi, { saveAnnotations, delete: { params: ZIdParam, response: ZArticle } });
    const wider = ZStepParams.extend({ extra: z.string() });
    // @ts-expect-error a path parameter the definition does not have (the web app would not send it)
    schemasOf(stepsApi, { saveAnnotations, delete: { params: wider, response: ZArticle } });
    // @ts-expect-error a body the definition does not have
    schemasOf(stepsApi, { saveAnnotations, delete: { ...del, body: ZSaveStepAnnotationsRequest } });
    // @ts-expect-error an endpoint left out
    schemasOf(stepsApi, { saveAnnotations });
    // @ts-expect-error an endpoint the API does not have
    schemasOf(stepsApi, { saveAnnotations, delete: del, move: del });
  });
});
