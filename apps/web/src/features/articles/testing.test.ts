import { articlesApi, stepsApi } from '@support/shared';
import { describe, it } from 'vitest';
import { expectAnswer } from '../../testing/contract';
import { recordedArticle, STEP_IDS, sampleArticle, sampleStep } from './testing';

/** The samples of the article screens' tests are answers the server could send. */
describe('article samples', () => {
  it('a written and a recorded article are answers of GET /help-articles/:id', () => {
    expectAnswer(articlesApi.get, sampleArticle());
    expectAnswer(articlesApi.get, recordedArticle([sampleStep(), sampleStep({ id: STEP_IDS[1], index: 1 })]));
  });

  it('a step is the answer of saving its annotations', () => {
    expectAnswer(stepsApi.saveAnnotations, sampleStep());
  });
});
