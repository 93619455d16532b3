import { ZUpdateHelpCenterSettingsRequest } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from './schema';

type Fields = { name: string; backToHomepageUrl: string; customDomain: string; language: string };

describe('form messages from a shared schema', () => {
  it('names each wrong field once, with the catalogue text when given, else the schema’s', () => {
    const errors = schemaErrors<Fields>(
      ZUpdateHelpCenterSettingsRequest,
      {
        name: ' ',
        backToHomepageUrl: 'javascript:alert(1)',
        customDomain: 'https://x.test/a',
        language: 'xx-XX',
      },
      { name: 'Bitte einen Namen eingeben', customDomain: 'Domain like help.example.com' },
    );
    expect(errors.name).toBe('Bitte einen Namen eingeben');
    expect(errors.customDomain).toBe('Domain like help.example.com');
    expect(errors.backToHomepageUrl).toBeTruthy();
    expect(errors.language).toBeTruthy();
    expect(schemaErrors(ZUpdateHelpCenterSettingsRequest, { name: 'Docs', customDomain: '' })).toEqual({});
  });
});
