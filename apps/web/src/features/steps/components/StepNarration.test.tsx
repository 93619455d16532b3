import type { Step } from '@support/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { fakeApi } from '../../../testing/harness';
import { ARTICLE_ID, recordedArticle, STEP_IDS, sampleStep } from '../../articles/testing';
import { PUBLIC_CONFIG } from '../../plans/testing';
import {
  ADA_ID,
  MAX_ID,
  organizationSeenBy,
  sampleOrganization,
  sampleProfile,
} from '../../settings/testing';
import { renderStepEditor, stepPath } from '../testing';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const SLOW = { timeout: 10_000 };

const step = sampleStep({
  id: STEP_IDS[0],
  audioStartTime: 0,
  audioEndTime: 3000,
  transcription: 'Open the settings',
  summary: 'Opens the settings page to change the plan.',
});

function narratedArticle(steps: Step[] = [step]) {
  const article = recordedArticle(steps);
  const version = article.activeArticleVersion;
  if (!version) throw new Error('no version');
  return { ...article, activeArticleVersion: { ...version, hasAudio: true } };
}

function serve({
  member = false,
  aiConfigured = true,
  reply,
}: {
  member?: boolean;
  aiConfigured?: boolean;
  reply?: (url: string) => object | undefined;
} = {}) {
  return fakeApi((request) => {
    const answer = reply?.(request.url);
    if (answer) return answer as { status: number; data?: unknown };
    if (request.url === '/config') return { status: 200, data: { ...PUBLIC_CONFIG, aiConfigured } };
    if (request.url === `/help-articles/${ARTICLE_ID}`) return { status: 200, data: narratedArticle() };
    if (request.url === '/profile/user')
      return { status: 200, data: sampleProfile(member ? { id: MAX_ID, firstName: 'Max' } : {}) };
    if (request.url === '/organization/active')
      return { status: 200, data: organizationSeenBy(sampleOrganization(), member ? MAX_ID : ADA_ID) };
    return undefined;
  });
}

describe('narration in the step editor', () => {
  it('saves the corrected transcription', async () => {
    const calls = serve({
      reply: (url) => (url.endsWith('/transcription') ? { status: 200, data: step } : undefined),
    });
    renderStepEditor(stepPath(STEP_IDS[0]));
    const box = await screen.findByRole('textbox', { name: 'What was said' }, SLOW);
    expect(box).toHaveProperty('value', 'Open the settings');
    fireEvent.change(box, { target: { value: 'Open the billing settings' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: `/help-articles/${ARTICLE_ID}/steps/${STEP_IDS[0]}/transcription`,
        body: { transcription: 'Open the billing settings' },
      }),
    );
  }, 30_000);

  it('shows the server’s reason when the transcription cannot be saved', async () => {
    serve({
      reply: (url) =>
        url.endsWith('/transcription')
          ? { status: 409, data: { message: 'The article is being processed', code: 'ARTICLE_PROCESSING' } }
          : undefined,
    });
    renderStepEditor(stepPath(STEP_IDS[0]));
    fireEvent.change(await screen.findByRole('textbox', { name: 'What was said' }, SLOW), {
      target: { value: 'Changed' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe('The article is being processed');
  }, 30_000);

  it('shows admins the AI analysis and writes it again', async () => {
    const calls = serve({
      reply: (url) =>
        url.endsWith('/analyze')
          ? { status: 200, data: { ...step, summary: 'Changes the plan.' } }
          : undefined,
    });
    renderStepEditor(stepPath(STEP_IDS[0]));
    expect(await screen.findByText('Opens the settings page to change the plan.', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: `/help-articles/${ARTICLE_ID}/steps/${STEP_IDS[0]}/analyze`,
        }),
      ),
    );
  }, 30_000);

  it('does not show members the AI analysis', async () => {
    serve({ member: true });
    renderStepEditor(stepPath(STEP_IDS[0]));
    await screen.findByRole('textbox', { name: 'What was said' }, SLOW);
    await waitFor(() => expect(screen.queryByText('AI analysis')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Regenerate' })).toBeNull();
    expect(screen.queryByText('Opens the settings page to change the plan.')).toBeNull();
  }, 30_000);

  it('does not show the AI analysis on a server without an AI, not even to admins', async () => {
    const calls = serve({ aiConfigured: false });
    renderStepEditor(stepPath(STEP_IDS[0]));
    await screen.findByRole('textbox', { name: 'What was said' }, SLOW);
    await waitFor(() => expect(calls.some((call) => call.url === '/config')).toBe(true));
    // The config has arrived: the panel stays away for good.
    await act(async () => {});
    expect(screen.queryByText('AI analysis')).toBeNull();
    expect(screen.queryByText('Opens the settings page to change the plan.')).toBeNull();
  }, 30_000);

  it('speaks German', async () => {
    serve();
    renderStepEditor(stepPath(STEP_IDS[0]));
    await screen.findByRole('textbox', { name: 'What was said' }, SLOW);
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('textbox', { name: 'Was gesagt wurde' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Neu erstellen' })).toBeTruthy();
  }, 30_000);
});
