import type { ArticleTranslations, TranslationJob } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { anyJobPending, failureKey, languageStates } from './status';

const job = (overrides: Partial<TranslationJob>): TranslationJob => ({
  id: '3f0b8d52-6c1e-4a7b-9d2f-0e1a2b3c4d5e',
  articleId: '7d2c4f9a-1b3e-4c5d-8e6f-9a0b1c2d3e4f',
  targetLanguage: 'de',
  failureReason: null,
  startedAt: null,
  finishedAt: null,
  retranslationRequestedAt: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  articleVersion: { knowledgeBaseArticle: { title: 'Reset' } },
  ...overrides,
});

describe('translation states', () => {
  it('names the failure reasons of spec 02 §8 and anything else as unknown', () => {
    expect(failureKey('TOKEN_LIMIT_REACHED')).toBe('TOKEN_LIMIT_REACHED');
    expect(failureKey('SOMETHING_NEW')).toBe('UNKNOWN');
    expect(failureKey(null)).toBe('UNKNOWN');
  });

  it('is pending while waiting, translating or on hold, not after success or failure', () => {
    expect(anyJobPending([job({})])).toBe(true);
    expect(anyJobPending([job({ startedAt: 'x' })])).toBe(true);
    expect(anyJobPending([job({ finishedAt: 'x', retranslationRequestedAt: 'y' })])).toBe(true);
    expect(anyJobPending([job({ finishedAt: 'x' }), job({ failureReason: 'CRITICAL_ERROR' })])).toBe(false);
  });

  it('offers a language to readers only with translated text and no pending retranslation', () => {
    const data: ArticleTranslations = {
      sourceLanguage: 'en',
      enabledLanguages: ['de', 'fr', 'it'],
      translations: [
        {
          language: 'de',
          title: 'Hallo',
          content: '# Hallo',
          state: 'EDITED',
          staleSince: 'x',
          machineVersion: null,
          updatedAt: 'x',
        },
        {
          language: 'fr',
          title: 'Salut',
          content: '# Salut',
          state: 'MACHINE',
          staleSince: null,
          machineVersion: null,
          updatedAt: 'x',
        },
        {
          language: 'it',
          title: 'Hello',
          content: '# Hello',
          state: 'NOT_TRANSLATED',
          staleSince: null,
          machineVersion: null,
          updatedAt: 'x',
        },
      ],
      translationJobs: [
        job({ finishedAt: 'x' }),
        job({ targetLanguage: 'fr', finishedAt: 'x', retranslationRequestedAt: 'y' }),
      ],
    };
    expect(
      languageStates(data).map(({ language, status, ready, stale }) => ({ language, status, ready, stale })),
    ).toEqual([
      { language: 'de', status: 'SUCCESS', ready: true, stale: true },
      { language: 'fr', status: 'IDLE', ready: false, stale: false },
      { language: 'it', status: 'NONE', ready: false, stale: false },
    ]);
  });
});
