import { describe, expect, it } from 'vitest';
import { narrationExplanation } from './narration';

describe('a step’s narration as its explanation', () => {
  it('is left out when it only repeats the instruction or is filler', () => {
    expect(narrationExplanation('Click Save.', 'Click **Save**.')).toBeNull();
    expect(
      narrationExplanation('Ähm, also, jetzt klicke ich auf Speichern', 'Klicke auf **Speichern**.'),
    ).toBeNull();
    expect(narrationExplanation('okay um yeah', 'Click **Save**.')).toBeNull();
    expect(narrationExplanation(undefined, 'Click **Save**.')).toBeNull();
  });

  it('is kept, as one escaped sentence, when it says something the instruction does not', () => {
    expect(narrationExplanation('this keeps the draft for your *whole* team', 'Click **Save**.')).toBe(
      'This keeps the draft for your \\*whole\\* team.',
    );
    expect(narrationExplanation('Now the invoice goes out by mail!', 'Click **Send**.')).toBe(
      'Now the invoice goes out by mail\\!',
    );
  });
});
