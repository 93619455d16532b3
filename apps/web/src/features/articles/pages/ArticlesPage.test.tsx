import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleProfile } from '../../settings/testing';
import { isList, LIST, queryOf, row, serve, version } from '../listTesting';
import { renderArticleScreen } from '../testing';
import ArticlesPage from './ArticlesPage';

afterEach(cleanup);

describe('articles list', () => {
  it('links processing rows to their steps and finished or failed ones to the article, with the failure text', async () => {
    const processing = row({ title: 'Being recorded', activeArticleVersion: version(null, null) });
    const failed = row({ title: 'Out of credits', activeArticleVersion: version('NO_CREDITS_LEFT', null) });
    const downtime = row({
      title: 'Service down',
      activeArticleVersion: version('TEMPORARY_GENERATION_SERVICE_DOWNTIME', null),
    });
    const done = row({
      title: 'Finished guide',
      activeArticleVersion: version(null, new Date().toISOString()),
    });
    serve([processing, failed, downtime, done]);
    renderArticleScreen(<ArticlesPage />, LIST);

    const link = (title: string) => screen.getByText(title).closest('a')?.getAttribute('href');
    await screen.findByText('Being recorded');
    expect(link('Being recorded')).toBe(`/articles/${processing.id}/steps`);
    expect(link('Out of credits')).toBe(`/articles/${failed.id}`);
    expect(link('Finished guide')).toBe(`/articles/${done.id}`);
    expect(screen.getByText('No credits left. Upgrade your plan to generate more articles.')).toBeTruthy();
    expect(screen.getByText('Generation service temporarily unavailable. Please try again.')).toBeTruthy();
    const finishedRow = screen.getByText('Finished guide').closest('a') as HTMLElement;
    expect(within(finishedRow).getByText('Narrated')).toBeTruthy();
    expect(within(finishedRow).getByText('DE')).toBeTruthy();
    expect(within(finishedRow).getByText('AL')).toBeTruthy();
  }, 30_000);

  it('shows the languages an article can be read in, from the list answer alone', async () => {
    const translated = row({
      title: 'Translated guide',
      activeArticleVersion: { ...version(null, new Date().toISOString()), sourceLanguage: 'en' },
      translatedLanguages: ['de', 'fr'],
    });
    const calls = serve([translated]);
    renderArticleScreen(<ArticlesPage />, LIST);
    const item = (await screen.findByText('Translated guide')).closest('a') as HTMLElement;
    expect(within(item).getByText('EN · DE · FR')).toBeTruthy();
    expect(within(item).getByText('Available in English, German, French')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/translations'))).toHaveLength(0);
  }, 30_000);

  it('shows no trial notice once the trial has ended by the screen clock', async () => {
    serve([row({ title: 'Invite your team' })], sampleProfile({ trialEndsAt: '2026-05-31T10:00:00Z' }));
    renderArticleScreen(<ArticlesPage />, LIST);
    await screen.findByText('Invite your team');
    expect(screen.queryByText(/Your trial is active until/)).toBeNull();
  });

  it('shows the trial banner linking to the plans, and narrows the list as the user types', async () => {
    serve([row({ title: 'Reset your password' }), row({ title: 'Invite your team' })]);
    renderArticleScreen(<ArticlesPage />, LIST);
    const banner = await screen.findByText(
      /Your trial is active until December 22, 2026\. Upgrade to a paid plan to unlock more features\./,
    );
    expect(banner.closest('a')?.getAttribute('href')).toBe('/settings/plans');
    await screen.findByText('Invite your team');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), {
      target: { value: 'passw' },
    });
    // The server is asked once the typing pauses; the list changes with its answer.
    await waitFor(() => expect(screen.queryByText('Invite your team')).toBeNull());
    expect(screen.getByText('Reset your password')).toBeTruthy();
    expect(screen.getByText('1 article matches')).toBeTruthy();
  }, 30_000);

  it('shows 50 articles first and the next ones when asked (or scrolled to)', async () => {
    const calls = serve(Array.from({ length: 62 }, (_, i) => row({ title: `Guide ${i + 1}` })));
    renderArticleScreen(<ArticlesPage />, LIST);
    await screen.findByText('Guide 50');
    expect(screen.queryByText('Guide 51')).toBeNull();
    expect(screen.getByText('62 articles')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Guide 62');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const listCalls = calls.filter((call) => isList(call.url));
    expect(listCalls.map((call) => queryOf(call.url).get('cursor'))).toEqual([null, '50']);
  }, 30_000);

  it('has no trial banner for a paid plan, and an empty state leading to Get started', async () => {
    serve([], sampleProfile({ subscriptionType: 'REGULAR', hasPaidPlan: true }));
    renderArticleScreen(<ArticlesPage />, LIST);
    expect(await screen.findByText('No help articles yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/get-started');
    expect(screen.queryByText(/Your trial is active/)).toBeNull();
  }, 30_000);

  it('offers Reload when the list cannot be loaded', async () => {
    const calls = serve('error');
    renderArticleScreen(<ArticlesPage />, LIST);
    expect(await screen.findByText('Error while loading articles')).toBeTruthy();
    const before = calls.filter((call) => isList(call.url)).length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((call) => isList(call.url)).length).toBe(before + 1));
  }, 30_000);
});
