import type { Step } from '@support/shared';

/** A step with its part of the narration, in seconds. */
export type Chapter = { step: Step; number: number; start: number; end: number | null };

/** The steps that have a part of the audio, in order, numbered as the article numbers them. */
export function chaptersOf(steps: ReadonlyArray<Step>): Chapter[] {
  return steps.flatMap((step, position) =>
    step.audioStartTime === null
      ? []
      : [
          {
            step,
            number: position + 1,
            start: step.audioStartTime / 1000,
            end: step.audioEndTime === null ? null : step.audioEndTime / 1000,
          },
        ],
  );
}

/** The chapter whose [start, end) holds the time; the last one runs to the end of the audio. */
export function chapterAt(chapters: ReadonlyArray<Chapter>, seconds: number): Chapter | null {
  return (
    chapters.find(
      (chapter, at) =>
        seconds >= chapter.start &&
        seconds < (chapter.end ?? chapters[at + 1]?.start ?? Number.POSITIVE_INFINITY),
    ) ?? null
  );
}

/** "1:05", "12:00", "1:02:03". */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
