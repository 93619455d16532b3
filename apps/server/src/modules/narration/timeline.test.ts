import { describe, expect, it } from 'vitest';
import { parseSegments } from '../../lib/transcription';
import { assignSegments, audioTimeOf, stepAudioRanges } from './timeline';

const said = (start: number, end: number, text: string) => ({ start, end, text });

describe('each step’s part of the narration', () => {
  it('runs from a step’s action to the next step’s, the first from the audio’s start, the last to its end', () => {
    expect(stepAudioRanges([0, 2000, 5000], { offsetMs: 0, pauses: [] }, 9000)).toEqual([
      { start: 0, end: 2000 },
      { start: 2000, end: 5000 },
      { start: 5000, end: 9000 },
    ]);
  });

  it('takes off the offset and the pauses that came before a step', () => {
    const audio = { offsetMs: 400, pauses: [{ startMs: 3000, endMs: 10_000 }] };
    expect(audioTimeOf(2000, audio)).toBe(1600);
    expect(audioTimeOf(12_000, audio)).toBe(12_000 - 400 - 7000);
    // A moment inside a pause is where the audio stood still.
    expect(audioTimeOf(5000, audio)).toBe(2600);
    expect(stepAudioRanges([1000, 2000, 12_000], audio, 6000)).toEqual([
      { start: 0, end: 1600 },
      { start: 1600, end: 4600 },
      { start: 4600, end: 6000 },
    ]);
  });

  it('gives steps after the audio’s end an empty part, and never goes backwards', () => {
    expect(stepAudioRanges([0, 3000, 8000, undefined, 7000], { offsetMs: 0, pauses: [] }, 4000)).toEqual([
      { start: 0, end: 3000 },
      { start: 3000, end: 4000 },
      { start: 4000, end: 4000 },
      { start: 4000, end: 4000 },
      { start: 4000, end: 4000 },
    ]);
  });
});

describe('what was said during each step', () => {
  const ranges = [
    { start: 0, end: 2000 },
    { start: 2000, end: 5000 },
    { start: 5000, end: 9000 },
  ];

  it('gives each segment whole to the step that holds most of it', () => {
    expect(
      assignSegments(ranges, [
        said(100, 1500, ' Open the settings.'),
        // 1.2 s before the boundary, 0.3 s after: the first step's.
        said(800, 2300, ' This is where the team lives.'),
        said(2900, 5600, ' Then add a member '),
        said(4800, 8000, 'and save.'),
      ]),
    ).toEqual(['Open the settings. This is where the team lives.', 'Then add a member', 'and save.']);
  });

  it('leaves a silent step without a transcription', () => {
    expect(
      assignSegments(ranges, [said(0, 1000, 'First.'), said(6000, 7000, 'Last.'), said(2500, 2600, '  ')]),
    ).toEqual(['First.', null, 'Last.']);
  });

  it('gives steps after a short audio nothing, and what is past the end to the last step with a part', () => {
    const short = stepAudioRanges([0, 2000, 8000], { offsetMs: 0, pauses: [] }, 4000);
    expect(
      assignSegments(short, [said(500, 1500, 'One.'), said(4100, 4400, 'Rounded past the end.')]),
    ).toEqual(['One.', 'Rounded past the end.', null]);
  });

  it('assigns nothing when the narration is empty', () => {
    expect(assignSegments([{ start: 0, end: 0 }], [said(0, 1000, 'x')])).toEqual([null]);
  });
});

describe('a verbose_json answer', () => {
  it('reads segments in seconds as milliseconds and skips broken ones', () => {
    expect(
      parseSegments(
        JSON.stringify({
          text: 'Hello there.',
          segments: [
            { id: 0, start: 0, end: 1.25, text: ' Hello' },
            { id: 1, start: 'x', end: 2, text: 'broken' },
            { id: 2, start: 1.25, end: 2.5, text: ' there.' },
          ],
        }),
      ),
    ).toEqual([said(0, 1250, ' Hello'), said(1250, 2500, ' there.')]);
  });

  it('takes a text without segments as one segment, and refuses what is no answer', () => {
    expect(parseSegments('{"text":"All of it.","duration":3}')).toEqual([said(0, 3000, 'All of it.')]);
    expect(parseSegments('<html>')).toBeNull();
    expect(parseSegments('{"error":"x"}')).toBeNull();
  });
});
