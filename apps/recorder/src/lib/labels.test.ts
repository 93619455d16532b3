// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accessibleName, actionableTarget, describeElement, roleOf } from './labels';

function el(html: string, selector = '#t'): Element {
  document.body.innerHTML = html;
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

describe('accessible name', () => {
  it('prefers aria-labelledby, then aria-label', () => {
    expect(
      accessibleName(
        el(
          '<span id="a">Save</span><span id="b">draft</span><button id="t" aria-labelledby="a b" aria-label="x">y</button>',
        ),
      ),
    ).toBe('Save draft');
    expect(accessibleName(el('<button id="t" aria-label="Close dialog"><svg></svg></button>'))).toBe(
      'Close dialog',
    );
  });

  it('names fields by their label, a wrapping label, placeholder or title', () => {
    expect(accessibleName(el('<label for="t">E-mail</label><input id="t" type="email">'))).toBe('E-mail');
    expect(accessibleName(el('<label>Password <input id="t" type="password" value="secret"></label>'))).toBe(
      'Password',
    );
    expect(accessibleName(el('<input id="t" placeholder="Search articles">'))).toBe('Search articles');
    expect(accessibleName(el('<select id="t" title="Country"><option>DE</option></select>'))).toBe('Country');
  });

  it('names buttons by text or value, images by alt', () => {
    expect(accessibleName(el('<button id="t">  Create\n   account </button>'))).toBe('Create account');
    expect(accessibleName(el('<input id="t" type="submit" value="Send">'))).toBe('Send');
    expect(accessibleName(el('<input id="t" type="submit">'))).toBe('Submit');
    expect(accessibleName(el('<a id="t" href="/"><img alt="Home"></a>'))).toBe('Home');
    expect(accessibleName(el('<img id="t" alt="Company logo">'))).toBe('Company logo');
  });

  it('skips hidden text and falls back to title', () => {
    expect(accessibleName(el('<a id="t" href="/x"><span aria-hidden="true">★</span>Favourites</a>'))).toBe(
      'Favourites',
    );
    expect(accessibleName(el('<div id="t" title="Settings"><i></i></div>'))).toBe('Settings');
  });

  it('skips text that CSS hides, keeping a child that shows itself again', () => {
    expect(accessibleName(el('<button id="t"><span style="display:none">Loading</span>Save</button>'))).toBe(
      'Save',
    );
    expect(
      accessibleName(
        el(
          '<a id="t" href="/"><span style="visibility:hidden">Menu <b style="visibility:visible">Home</b></span></a>',
        ),
      ),
    ).toBe('Home');
  });

  it('treats a blank aria-label as none', () => {
    expect(accessibleName(el('<button id="t" aria-label="  ">Publish</button>'))).toBe('Publish');
  });

  it('never puts what was typed into another field into a name', () => {
    expect(
      accessibleName(
        el(
          '<span id="l">Card <input value="4111 1111 1111 1111"></span><button id="t" aria-labelledby="l">Pay</button>',
        ),
      ),
    ).toBe('Card');
    expect(
      accessibleName(el('<label for="t">Note <textarea>private text</textarea></label><input id="t">')),
    ).toBe('Note');
  });

  it('cuts very long text', () => {
    const name = accessibleName(el(`<button id="t">${'word '.repeat(100)}</button>`));
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('role', () => {
  it('uses the explicit role first', () => {
    expect(roleOf(el('<div id="t" role="tab button">x</div>'))).toBe('tab');
  });

  it('derives the role from the tag and input type', () => {
    expect(roleOf(el('<a id="t" href="/">x</a>'))).toBe('link');
    expect(roleOf(el('<a id="t">x</a>'))).toBeUndefined();
    expect(roleOf(el('<input id="t" type="checkbox">'))).toBe('checkbox');
    expect(roleOf(el('<input id="t" type="email">'))).toBe('textbox');
    expect(roleOf(el('<input id="t" type="submit">'))).toBe('button');
    expect(roleOf(el('<select id="t"></select>'))).toBe('combobox');
    expect(roleOf(el('<select id="t" multiple></select>'))).toBe('listbox');
    expect(roleOf(el('<h2 id="t">x</h2>'))).toBe('heading');
    expect(roleOf(el('<div id="t">x</div>'))).toBeUndefined();
  });
});

describe('the element a click is on', () => {
  it('climbs from an icon to its button', () => {
    const target = actionableTarget(el('<button id="b">Save <svg><path id="t"></path></svg></button>'));
    expect(target.id).toBe('b');
    expect(describeElement(target)).toEqual({ label: 'Save', role: 'button', tag: 'button' });
  });

  it('describes inputs with their type', () => {
    expect(describeElement(el('<label for="t">Password</label><input id="t" type="password">'))).toEqual({
      label: 'Password',
      role: 'textbox',
      tag: 'input',
      inputType: 'password',
    });
  });
});
