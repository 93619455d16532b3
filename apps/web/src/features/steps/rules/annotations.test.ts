import { describe, expect, it } from 'vitest';
import { addAnnotation, type EditorAnnotation, numberRect, removeAnnotation } from './annotations';

const box = { x: 10, y: 10, width: 5, height: 5 };

function numbers(annotations: EditorAnnotation[]) {
  return annotations.map((annotation) => `${annotation.key}:${annotation.value}`);
}

describe('NUMBER annotations', () => {
  it('are numbered 1, 2, 3 in the order they are placed, whatever lies between', () => {
    let list = addAnnotation([], 'NUMBER', box, 'a');
    list = addAnnotation(list, 'BOX', box, 'b');
    list = addAnnotation(list, 'NUMBER', box, 'c');
    list = addAnnotation(list, 'NUMBER', box, 'd');
    expect(numbers(list)).toEqual(['a:1', 'b:null', 'c:2', 'd:3']);
  });

  it('move the higher numbers down when one is removed', () => {
    let list = addAnnotation([], 'NUMBER', box, 'a');
    list = addAnnotation(list, 'NUMBER', box, 'b');
    list = addAnnotation(list, 'HIGHLIGHT', box, 'h');
    list = addAnnotation(list, 'NUMBER', box, 'c');
    list = addAnnotation(list, 'NUMBER', box, 'd');
    list = removeAnnotation(list, 'b');
    expect(numbers(list)).toEqual(['a:1', 'h:null', 'c:2', 'd:3']);
    expect(numbers(addAnnotation(list, 'NUMBER', box, 'e')).at(-1)).toBe('e:4');
  });

  it('leave the numbers alone when another kind is removed', () => {
    let list = addAnnotation([], 'NUMBER', box, 'a');
    list = addAnnotation(list, 'BOX', box, 'b');
    list = addAnnotation(list, 'NUMBER', box, 'c');
    expect(numbers(removeAnnotation(list, 'b'))).toEqual(['a:1', 'c:2']);
  });

  it('are round circles centred on the click, kept inside the image', () => {
    // A 16:9 image: 3.5 % of the width is 6.22 % of the height.
    const circle = numberRect({ x: 50, y: 50 }, 16 / 9);
    expect(circle.x + circle.width / 2).toBeCloseTo(50);
    expect(circle.height).toBeCloseTo(circle.width * (16 / 9));
    const corner = numberRect({ x: 100, y: 0 }, 1);
    expect(corner.x + corner.width).toBeLessThanOrEqual(100);
    expect(corner.y).toBe(0);
  });
});

describe('MARKER annotations', () => {
  it('start with empty text that the editor fills in', () => {
    expect(addAnnotation([], 'MARKER', box, 'm')[0]).toMatchObject({ type: 'MARKER', value: '' });
  });
});
