import type { Step } from '@support/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { fakeApi } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import { ARTICLE_ID, recordedArticle, renderArticleScreen, STEP_IDS, sampleStep } from '../testing';
import { NarrationPlayer } from './NarrationPlayer';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const steps: Step[] = [
  sampleStep({ id: STEP_IDS[0], index: 0, elementLabel: 'Settings', audioStartTime: 0, audioEndTime: 4000 }),
  sampleStep({
    id: STEP_IDS[1],
    index: 1,
    elementLabel: 'Billing',
    audioStartTime: 4000,
    audioEndTime: 65_000,
  }),
  sampleStep({ id: STEP_IDS[2], index: 2, elementLabel: 'Save', audioStartTime: 65_000, audioEndTime: null }),
];

function narrated(transcriptionStatus: 'DONE' | 'PENDING' | 'FAILED' | 'NOT_CONFIGURED' = 'DONE') {
  const article = recordedArticle(steps);
  const version = article.activeArticleVersion;
  if (!version) throw new Error('no version');
  return recordedArticle(steps, {
    activeArticleVersion: {
      ...version,
      hasAudio: true,
      audioUrl: '/v1/files/narration.webm?sig=1',
      audioDurationMs: 90_000,
      transcriptionStatus,
    },
  });
}

function audioElement(): HTMLAudioElement {
  const audio = document.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
}

describe('narration player', () => {
  it('lists the steps as chapters with their start times; a chapter seeks there and plays', async () => {
    fakeApi(() => undefined);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderArticleScreen(<NarrationPlayer article={narrated()} />);
    const chapters = await screen.findByRole('list', { name: 'Steps in the narration' });
    const items = within(chapters).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Click “Settings”0:00',
      '2Click “Billing”0:04',
      '3Click “Save”1:05',
    ]);
    expect(audioElement().getAttribute('src')).toBe('/v1/files/narration.webm?sig=1');
    expect(audioElement().getAttribute('preload')).toBe('metadata');

    fireEvent.click(items[2] as HTMLElement);
    expect(audioElement().currentTime).toBe(65);
    expect(play).toHaveBeenCalled();
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    play.mockRestore();
  }, 30_000);

  it('marks the step being heard as the audio plays', async () => {
    fakeApi(() => undefined);
    renderArticleScreen(<NarrationPlayer article={narrated()} />);
    const chapters = await screen.findByRole('list', { name: 'Steps in the narration' });
    const audio = audioElement();
    const current = () => within(chapters).queryByRole('button', { current: 'step' })?.textContent;
    expect(current()).toBeUndefined();
    act(() => {
      audio.currentTime = 4.5;
      fireEvent.timeUpdate(audio);
    });
    expect(current()).toBe('2Click “Billing”0:04');
    act(() => {
      audio.currentTime = 3.99;
      fireEvent.timeUpdate(audio);
    });
    expect(current()).toBe('1Click “Settings”0:00');
    act(() => {
      audio.currentTime = 80;
      fireEvent.timeUpdate(audio);
    });
    expect(current()).toBe('3Click “Save”1:05');
  }, 30_000);

  it('shows nothing for an article without narration', async () => {
    fakeApi(() => undefined);
    renderArticleScreen(
      <>
        <p>Page</p>
        <NarrationPlayer article={recordedArticle(steps)} />
      </>,
    );
    await screen.findByText('Page');
    expect(document.querySelector('audio')).toBeNull();
  }, 30_000);

  it('says the narration is being transcribed', async () => {
    fakeApi(() => undefined);
    renderArticleScreen(<NarrationPlayer article={narrated('PENDING')} />);
    expect(await screen.findByText('Transcribing…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transcribe again' })).toBeNull();
  }, 30_000);

  it('transcribes a failed narration again', async () => {
    const calls = fakeApi((request) => {
      if (request.url === '/config') return { status: 200, data: PUBLIC_CONFIG };
      return request.method === 'post'
        ? { status: 202, data: narrated('PENDING') }
        : { status: 200, data: narrated('PENDING') };
    });
    renderArticleScreen(<NarrationPlayer article={narrated('FAILED')} />);
    expect(await screen.findByText(/could not be transcribed/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Transcribe again' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: `/help-articles/${ARTICLE_ID}/transcribe` }),
      ),
    );
  }, 30_000);

  it('offers no new transcription while the server has no service, and says who can set one up', async () => {
    fakeApi((request) =>
      request.url === '/config'
        ? { status: 200, data: { ...PUBLIC_CONFIG, transcriptionConfigured: false } }
        : undefined,
    );
    renderArticleScreen(<NarrationPlayer article={narrated('NOT_CONFIGURED')} />);
    expect(
      await screen.findByText(/Whoever runs this server can set up a transcription service/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transcribe again' })).toBeNull();
  }, 30_000);

  it('speaks German', async () => {
    fakeApi((request) => (request.url === '/config' ? { status: 200, data: PUBLIC_CONFIG } : undefined));
    renderArticleScreen(<NarrationPlayer article={narrated('NOT_CONFIGURED')} />);
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Sprachkommentar' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Schritte im Sprachkommentar' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Erneut transkribieren' })).toBeTruthy();
  }, 30_000);
});
