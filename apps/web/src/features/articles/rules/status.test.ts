import { describe, expect, it } from 'vitest';
import { anyProcessing, articleHref, failureDetail, failureListKey, stageStates } from './status';

const recording = (failureReason: string | null, finishedAt: string | null) => ({
  id: 'a1',
  articleType: 'STEP_RECORDING' as const,
  activeArticleVersion: { failureReason, finishedAt },
});

describe('row links', () => {
  it('opens the steps while processing, the article when finished or failed', () => {
    expect(articleHref(recording(null, null))).toBe('/articles/a1/steps');
    expect(articleHref(recording(null, '2026-01-01T00:00:00Z'))).toBe('/articles/a1');
    expect(articleHref(recording('NO_CREDITS_LEFT', null))).toBe('/articles/a1');
    expect(articleHref({ id: 'a1', articleType: 'FREEFORM_TEXT', activeArticleVersion: null })).toBe(
      '/articles/a1',
    );
  });

  it('polls while any article is processing', () => {
    expect(anyProcessing([recording(null, '2026-01-01T00:00:00Z'), recording(null, null)])).toBe(true);
    expect(anyProcessing([recording('X', null)])).toBe(false);
  });
});

describe('failure texts', () => {
  it('names the reason the spec names, anything else is the generic failure', () => {
    expect(failureListKey('NO_CREDITS_LEFT')).toBe('noCredits');
    expect(failureListKey('TEMPORARY_GENERATION_SERVICE_DOWNTIME')).toBe('downtime');
    expect(failureListKey('SOMETHING_NEW')).toBe('generic');
  });

  it('offers Restart only for a service downtime and Upgrade only for no credits', () => {
    expect(failureDetail('TEMPORARY_GENERATION_SERVICE_DOWNTIME')).toMatchObject({
      canRestart: true,
      showUpgrade: false,
    });
    expect(failureDetail('NO_CREDITS_LEFT')).toMatchObject({
      titleKey: 'noCreditsTitle',
      canRestart: false,
      showUpgrade: true,
    });
    expect(failureDetail('GENERATION_FAILED')).toMatchObject({ titleKey: 'genericTitle', canRestart: false });
  });
});

describe('processing stages', () => {
  it('marks earlier stages done and later ones waiting', () => {
    expect(stageStates('EXTRACTING_STEPS').map((stage) => stage.state)).toEqual([
      'done',
      'current',
      'waiting',
    ]);
    expect(stageStates(null).map((stage) => stage.state)).toEqual(['current', 'waiting', 'waiting']);
  });
});
