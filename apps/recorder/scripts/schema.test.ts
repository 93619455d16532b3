import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committedSchema, DOC, isCurrent, manifestJsonSchema, withCurrentSchema } from './schema';

describe('docs/recording-format.md', () => {
  it('carries the JSON Schema the shared manifest schema generates today', () => {
    const doc = readFileSync(DOC, 'utf8');
    // Differs when packages/shared changed the format without `npm run schema -w @support/recorder`.
    expect(committedSchema(doc)).toEqual(manifestJsonSchema());
    expect(isCurrent(doc)).toBe(true);
  });

  it('notices a schema that no longer matches', () => {
    const doc = readFileSync(DOC, 'utf8');
    const stale = doc.replace('"maxItems": 200', '"maxItems": 100');
    expect(stale).not.toBe(doc);
    expect(isCurrent(stale)).toBe(false);
    expect(isCurrent(withCurrentSchema(stale))).toBe(true);
  });

  it('describes every step field of the format', () => {
    const schema = manifestJsonSchema() as {
      properties: { steps: { items: { properties: object; required: string[] } } };
    };
    const step = schema.properties.steps.items;
    expect(Object.keys(step.properties)).toEqual(
      expect.arrayContaining([
        'action',
        'image',
        'pageUrl',
        'element',
        'point',
        'value',
        'valueWithheld',
        'viewport',
      ]),
    );
    expect(step.required).toEqual(expect.arrayContaining(['action', 'image', 'pageUrl', 'viewport']));
  });
});
