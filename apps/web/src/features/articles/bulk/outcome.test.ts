import { describe, expect, it } from 'vitest';
import { refusalsOf, undoOf } from './outcome';
import { toggleInSelection } from './selection';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const TAG = '00000000-0000-4000-8000-0000000000ff';
const forbidden = { ok: false as const, code: 'FORBIDDEN' as const, message: 'Not yours' };

describe('bulk outcome', () => {
  const answer = {
    results: [
      { id: A, ok: true as const, changed: true },
      { id: B, ok: true as const, changed: false },
      { id: C, ...forbidden },
    ],
    succeeded: 2,
    failed: 1,
  };

  it('undoes only what changed, with the inverse action, and nothing for moves or deletes', () => {
    expect(undoOf({ type: 'publish' }, answer)).toEqual({ action: { type: 'unpublish' }, ids: [A] });
    expect(undoOf({ type: 'unpublish' }, answer)).toEqual({ action: { type: 'publish' }, ids: [A] });
    expect(undoOf({ type: 'addTag', tag: TAG }, answer)).toEqual({
      action: { type: 'removeTag', tag: TAG },
      ids: [A],
    });
    expect(undoOf({ type: 'removeTag', tag: TAG }, answer)?.action).toEqual({ type: 'addTag', tag: TAG });
    expect(undoOf({ type: 'delete' }, answer)).toBeNull();
    expect(undoOf({ type: 'placeInGroup', groupId: TAG }, answer)).toBeNull();
    const nothingChanged = { ...answer, results: answer.results.slice(1) };
    expect(undoOf({ type: 'publish' }, nothingChanged)).toBeNull();
  });

  it('counts refusals by reason', () => {
    const two = { ...answer, results: [...answer.results, { id: A, ...forbidden }] };
    expect(refusalsOf(two)).toEqual([{ refusal: { id: C, ...forbidden }, count: 2 }]);
  });

  it('selects a range from the last clicked row, either direction, without an anchor just the row', () => {
    const order = [A, B, C];
    expect([...toggleInSelection(new Set(), order, C, A, true)]).toEqual([A, B, C]);
    expect([...toggleInSelection(new Set(), order, A, C, true)].sort()).toEqual([A, B, C]);
    expect([...toggleInSelection(new Set(), order, B, null, true)]).toEqual([B]);
    expect([...toggleInSelection(new Set([A, B, C]), order, B, C, true)]).toEqual([A]);
    // Without shift only the row changes.
    expect([...toggleInSelection(new Set([A]), order, C, A, false)]).toEqual([A, C]);
  });
});
