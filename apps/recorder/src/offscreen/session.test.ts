import { RECORDING_AUDIO_MAX_MS } from '@support/shared';
import { expect, it, vi } from 'vitest';
import { fakeMicrophone } from '../testing/fakeMicrophone';
import { createNarrationSession } from './session';

/** The offscreen document's narration, driven by the worker's commands, with a fake microphone. */

const id = 'rec-1';
const start = { target: 'offscreen', command: 'start', recordingId: id } as const;

function at(ms: number) {
  const clock = { now: 1_000_000 + ms };
  return clock;
}

it('starts Opus in WebM, says when its first sample came, and stores every chunk as it arrives', async () => {
  const clock = at(0);
  const mic = fakeMicrophone({ now: () => clock.now });
  const session = createNarrationSession(mic.deps);
  clock.now += 240; // the microphone took 240 ms to open
  const answer = await session.handle({ ...start, startedAt: 1_000_000 });
  expect(answer).toEqual({ ok: true, offsetMs: 240, mimeType: 'audio/webm;codecs=opus' });
  const recorder = mic.recorder();
  expect(recorder.options).toEqual({ mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 48_000 });
  expect(recorder.timeslice).toBe(1000);

  recorder.say('first ');
  recorder.flush();
  recorder.say('second');
  recorder.flush();
  await vi.waitFor(() => expect(mic.chunks.get(id)).toHaveLength(2));

  expect(await session.handle({ target: 'offscreen', command: 'stop', recordingId: id })).toEqual({
    ok: true,
    chunks: 2,
    bytes: 12,
  });
  // The microphone is released once stopped.
  expect(mic.tracksStopped).toEqual([1]);
  expect(await new Blob(mic.chunks.get(id)).text()).toBe('first second');
});

it('pauses and resumes the recorder with the recording', async () => {
  const mic = fakeMicrophone();
  const session = createNarrationSession(mic.deps);
  await session.handle({ ...start, startedAt: Date.now() });
  const recorder = mic.recorder();
  recorder.say('before ');
  expect(
    await session.handle({ target: 'offscreen', command: 'pause', recordingId: id, atMs: 3000 }),
  ).toEqual({
    ok: true,
  });
  recorder.say('(not recorded while paused) ');
  await session.handle({ target: 'offscreen', command: 'resume', recordingId: id, atMs: 5000 });
  recorder.say('after');
  expect(recorder.calls).toEqual(['start', 'pause', 'resume']);
  await session.handle({ target: 'offscreen', command: 'stop', recordingId: id });
  expect(await new Blob(mic.chunks.get(id)).text()).toBe('before after');
  expect(session.current()).toBeNull();
});

it('stops the audio at 30 minutes, keeps it, and tells the worker', async () => {
  const clock = at(0);
  const mic = fakeMicrophone({ now: () => clock.now });
  const session = createNarrationSession(mic.deps);
  await session.handle({ ...start, startedAt: clock.now });
  const recorder = mic.recorder();
  // A ten-minute pause does not count towards the limit.
  clock.now += 60_000;
  await session.handle({ target: 'offscreen', command: 'pause', recordingId: id, atMs: 60_000 });
  clock.now += 600_000;
  await session.handle({ target: 'offscreen', command: 'resume', recordingId: id, atMs: 660_000 });
  clock.now += RECORDING_AUDIO_MAX_MS - 60_000 - 5_000;
  recorder.say('still talking');
  recorder.flush();
  expect(recorder.state).toBe('recording');
  clock.now += 3_000;
  recorder.say('over the limit');
  recorder.flush();
  await vi.waitFor(() => expect(mic.events).toHaveLength(1));
  expect(recorder.state).toBe('inactive');
  expect(mic.events[0]).toEqual({
    from: 'offscreen',
    type: 'ended',
    recordingId: id,
    reason: 'time-limit',
    atMs: 600_000 + RECORDING_AUDIO_MAX_MS - 2_000,
  });
  expect(mic.tracksStopped).toEqual([1]);
  // The audio up to the limit is kept for the upload.
  expect(await new Blob(mic.chunks.get(id)).text()).toBe('still talkingover the limit');
  expect(await session.handle({ target: 'offscreen', command: 'stop', recordingId: id })).toMatchObject({
    ok: true,
    chunks: 2,
  });
});

it('answers why the microphone could not be used', async () => {
  const denied = createNarrationSession(fakeMicrophone({ refuse: 'NotAllowedError' }).deps);
  expect(await denied.handle({ ...start, startedAt: Date.now() })).toEqual({
    ok: false,
    reason: 'denied',
    error: 'Permission denied',
  });
  const none = createNarrationSession(fakeMicrophone({ refuse: 'NotFoundError' }).deps);
  expect(await none.handle({ ...start, startedAt: Date.now() })).toMatchObject({ reason: 'no-microphone' });
  expect(
    await none.handle({ target: 'offscreen', command: 'pause', recordingId: id, atMs: 1 }),
  ).toMatchObject({
    ok: false,
  });
});

it('keeps nothing after a discard', async () => {
  const mic = fakeMicrophone();
  const session = createNarrationSession(mic.deps);
  await session.handle({ ...start, startedAt: Date.now() });
  mic.recorder().say('secret');
  expect(await session.handle({ target: 'offscreen', command: 'discard', recordingId: id })).toEqual({
    ok: true,
  });
  expect(mic.chunks.get(id)).toBeUndefined();
  expect(mic.tracksStopped).toEqual([1]);
});
