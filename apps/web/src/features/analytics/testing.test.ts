import { analyticsApi } from '@support/shared';
import { describe, it } from 'vitest';
import { expectAnswer } from '../../testing/contract';
import {
  publishedItems,
  sampleDaily,
  sampleHelpfulness,
  sampleSearches,
  sharedItems,
  totalsOf,
} from './testing';

describe('analytics samples', () => {
  it('are answers the server could send', () => {
    expectAnswer(analyticsApi.published, publishedItems());
    expectAnswer(analyticsApi.shared, sharedItems());
    expectAnswer(analyticsApi.publishedTotal, totalsOf(publishedItems(), 'today'));
    expectAnswer(analyticsApi.daily, sampleDaily('published', 'last7days', [1, 2]));
    expectAnswer(analyticsApi.searches, sampleSearches('alltime'));
    expectAnswer(analyticsApi.helpfulness, sampleHelpfulness('last30days'));
  });
});
