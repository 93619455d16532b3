import { describe, expect, it } from 'vitest';
import { HELP_CENTER_LANGUAGES, LANGUAGE_LOCALES, SUPPORTED_LANGUAGES } from './constants';

describe('languages', () => {
  it('offer a help-center language for every language a team can write in (onboarding’s six)', () => {
    expect(new Set(HELP_CENTER_LANGUAGES)).toEqual(
      new Set(SUPPORTED_LANGUAGES.map((l) => LANGUAGE_LOCALES[l])),
    );
  });
});
