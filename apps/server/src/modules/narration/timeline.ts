import type { RecordingAudio } from '@support/shared';

/** A part of the audio, in milliseconds from its start. */
export type AudioRange = { start: number; end: number };
/** What the transcription service heard, in milliseconds from the audio's start. */
export type HeardSegment = { start: number; end: number; text: string };

/**
 * Where a moment of the steps' clock (ms since the recording started) is in the audio: the
 * narration began at `offsetMs` and stood still during each pause, so the pauses before the moment
 * are taken off (a moment inside a pause is at the pause's start).
 */
export function audioTimeOf(timestamp: number, audio: Pick<RecordingAudio, 'offsetMs' | 'pauses'>): number {
  let paused = 0;
  for (const pause of audio.pauses) {
    if (pause.startMs >= timestamp) continue;
    paused += Math.min(pause.endMs, timestamp) - pause.startMs;
  }
  return timestamp - audio.offsetMs - paused;
}

/**
 * Each step's part of the audio: from the moment of its action to the next step's (the last step's
 * to the audio's end); the first step's part starts with the audio, so what was said before the
 * first action belongs to it. Times are clamped to the audio, so steps after its end get an empty
 * part; a step without a timestamp starts where the step before it did.
 */
export function stepAudioRanges(
  timestamps: readonly (number | undefined)[],
  audio: Pick<RecordingAudio, 'offsetMs' | 'pauses'>,
  durationMs: number,
): AudioRange[] {
  const clamp = (ms: number) => Math.round(Math.min(durationMs, Math.max(0, ms)));
  const starts: number[] = [];
  timestamps.forEach((timestamp, i) => {
    const previous = starts[i - 1] ?? 0;
    const own = i === 0 || timestamp === undefined ? previous : clamp(audioTimeOf(timestamp, audio));
    // Steps are in the order they happened: a recorder's clock going backwards cannot reorder the parts.
    starts.push(Math.max(previous, own));
  });
  return starts.map((start, i) => ({ start, end: starts[i + 1] ?? clamp(durationMs) }));
}

/**
 * What was said during each step: every segment goes whole to the step whose part holds most of
 * it (a sentence is never cut in two; on a tie the earlier step, since people say what they are
 * about to do before they do it). A segment outside every part (past the audio's end, as a service
 * may round) goes to the nearest step with a part. Steps with nothing said get null.
 */
export function assignSegments(
  ranges: readonly AudioRange[],
  segments: readonly HeardSegment[],
): (string | null)[] {
  const texts: string[][] = ranges.map(() => []);
  const usable = ranges.map((range, i) => ({ range, i })).filter(({ range }) => range.end > range.start);
  if (usable.length === 0) return ranges.map(() => null);
  for (const segment of [...segments].sort((a, b) => a.start - b.start)) {
    const text = segment.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    let best = usable[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const candidate of usable) {
      const { start, end } = candidate.range;
      // Without overlap this is minus the gap between them, so the nearest part wins.
      const score = Math.min(end, segment.end) - Math.max(start, segment.start);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    texts[best.i]!.push(text);
  }
  return texts.map((parts) => (parts.length ? parts.join(' ') : null));
}
