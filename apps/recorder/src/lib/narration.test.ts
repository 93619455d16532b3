import { RECORDING_AUDIO_MAX_BYTES, RECORDING_AUDIO_MAX_MS, ZRecordingManifest } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './manifest';
import {
  audioField,
  audioFileName,
  capReached,
  endAt,
  interruptedAt,
  levelFromSamples,
  newTrack,
  pauseAt,
  pickMimeType,
  recordedMs,
  resumeAt,
} from './narration';

/** A track whose microphone's first sample came 180 ms after the recording started. */
function started(offsetMs = 180) {
  const track = newTrack();
  track.offsetMs = offsetMs;
  track.mimeType = 'audio/webm;codecs=opus';
  return track;
}

describe('pauses on the steps’ clock', () => {
  it('puts each pause and resume of the recording into the manifest', () => {
    const track = started();
    pauseAt(track, 5_000.4);
    resumeAt(track, 9_000);
    pauseAt(track, 12_000);
    resumeAt(track, 12_500);
    expect(audioField(track)).toEqual({
      offsetMs: 180,
      mimeType: 'audio/webm;codecs=opus',
      pauses: [
        { startMs: 5_000, endMs: 9_000 },
        { startMs: 12_000, endMs: 12_500 },
      ],
    });
  });

  it('counts a second Pause or Resume once', () => {
    const track = started();
    pauseAt(track, 1_000);
    pauseAt(track, 2_000);
    resumeAt(track, 3_000);
    resumeAt(track, 4_000);
    expect(track.pauses).toEqual([{ startMs: 1_000, endMs: 3_000 }]);
  });

  it('leaves out the pause Stop ends in: the audio ends there', () => {
    const track = started();
    pauseAt(track, 1_000);
    resumeAt(track, 2_000);
    pauseAt(track, 30_000);
    expect(audioField(track)?.pauses).toEqual([{ startMs: 1_000, endMs: 2_000 }]);
  });

  it('keeps only the part of a pause that lies within the audio', () => {
    const track = started(800);
    pauseAt(track, 100); // paused while the microphone was starting
    resumeAt(track, 1_500);
    pauseAt(track, 10_000);
    resumeAt(track, 20_000);
    pauseAt(track, 25_000);
    resumeAt(track, 26_000);
    endAt(track, 'time-limit', 15_000);
    expect(audioField(track)?.pauses).toEqual([
      { startMs: 800, endMs: 1_500 },
      { startMs: 10_000, endMs: 15_000 },
    ]);
  });

  it('takes no pause after the audio ended', () => {
    const track = started();
    endAt(track, 'error', 3_000, 'The microphone was unplugged.');
    pauseAt(track, 4_000);
    expect(track.pauses).toEqual([]);
    // The first reason stands.
    endAt(track, 'time-limit', 5_000);
    expect(track.ended).toEqual({ reason: 'error', atMs: 3_000, message: 'The microphone was unplugged.' });
  });

  it('gives a manifest the server accepts, and no audio field without audio', () => {
    const track = started();
    pauseAt(track, 1_000);
    resumeAt(track, 2_000);
    const step = {
      action: 'CLICK' as const,
      image: 'step-1',
      timestamp: 2_500,
      pageUrl: 'https://app.example.com/',
      pageTitle: 'App',
      viewport: { width: 1280, height: 800, devicePixelRatio: 1 },
    };
    const meta = { startedAt: 0, endedAt: 3_000, autoRedact: true, recorderVersion: '1.0.0' };
    const narrated = buildManifest({ ...meta, audio: audioField(track) }, [step]);
    expect(ZRecordingManifest.parse(narrated).audio).toEqual(audioField(track));
    expect(buildManifest(meta, [step])).not.toHaveProperty('audio');
    // Switched off, or the microphone never started: nothing to say about audio.
    expect(audioField(null)).toBeUndefined();
    const denied = newTrack();
    endAt(denied, 'denied', 0);
    expect(audioField(denied)).toBeUndefined();
  });
});

describe('how much audio exists', () => {
  it('is the time since the first sample, less the pauses, up to where it ended', () => {
    const track = started(1_000);
    expect(recordedMs(track, 6_000)).toBe(5_000);
    pauseAt(track, 6_000);
    expect(recordedMs(track, 60_000)).toBe(5_000);
    resumeAt(track, 60_000);
    expect(recordedMs(track, 61_000)).toBe(6_000);
    endAt(track, 'error', 62_000);
    expect(recordedMs(track, 100_000)).toBe(7_000);
    expect(recordedMs(newTrack(), 5_000)).toBe(0);
  });

  it('stops in time for the last chunk to stay within 30 minutes and 100 MB', () => {
    expect(capReached({ recordedMs: 60_000, bytes: 500_000 })).toBeNull();
    expect(capReached({ recordedMs: RECORDING_AUDIO_MAX_MS - 5_000, bytes: 0 })).toBeNull();
    expect(capReached({ recordedMs: RECORDING_AUDIO_MAX_MS - 2_000, bytes: 0 })).toBe('time-limit');
    expect(capReached({ recordedMs: 1_000, bytes: RECORDING_AUDIO_MAX_BYTES - 512 * 1024 })).toBe(
      'size-limit',
    );
  });

  it('ends a browser restart’s audio at the last step or the pause it was in', () => {
    const track = started(200);
    expect(interruptedAt(track, 42_000)).toBe(42_000);
    pauseAt(track, 50_000);
    expect(interruptedAt(track, 42_000)).toBe(50_000);
    expect(interruptedAt(started(300), 0)).toBe(300);
  });
});

describe('the recorded file', () => {
  it('asks for Opus in WebM first, then what the browser can do', () => {
    expect(pickMimeType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType((type) => type === 'audio/ogg;codecs=opus')).toBe('audio/ogg;codecs=opus');
    expect(pickMimeType(() => false)).toBe('');
  });

  it('names the audio part by its type', () => {
    expect(audioFileName('audio/webm;codecs=opus')).toBe('narration.webm');
    expect(audioFileName('audio/ogg;codecs=opus')).toBe('narration.ogg');
    expect(audioFileName('audio/mp4')).toBe('narration.m4a');
    expect(audioFileName(null)).toBe('narration.webm');
  });
});

describe('the level meter', () => {
  it('reads silence as 0, full scale as 1 and a voice in between', () => {
    expect(levelFromSamples(new Float32Array(1024))).toBe(0);
    expect(levelFromSamples(new Float32Array(1024).fill(1))).toBe(1);
    const voice = Float32Array.from({ length: 2048 }, (_, i) => 0.1 * Math.sin(i / 8));
    // 0.1 amplitude: about -23 dBFS.
    expect(levelFromSamples(voice)).toBeCloseTo(0.61, 1);
    const hum = Float32Array.from({ length: 2048 }, (_, i) => 0.0005 * Math.sin(i / 8));
    expect(levelFromSamples(hum)).toBe(0);
    expect(levelFromSamples([])).toBe(0);
  });
});
