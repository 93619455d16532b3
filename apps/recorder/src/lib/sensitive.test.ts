// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isMarkedSensitive, isSensitiveField } from './sensitive';

function field(html: string): Element {
  document.body.innerHTML = html;
  const element = document.querySelector('#f');
  if (!element) throw new Error('no #f');
  return element;
}

describe('the sensitive-field rule', () => {
  it('covers password fields', () => {
    expect(isSensitiveField(field('<input id="f" type="password">'))).toBe(true);
  });

  it('covers card, one-time-code and password autocomplete tokens', () => {
    expect(isSensitiveField(field('<input id="f" autocomplete="cc-number">'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" autocomplete="billing cc-csc">'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" autocomplete="one-time-code">'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" autocomplete="email">'))).toBe(false);
  });

  it('covers fields the page marks, on the field or an ancestor', () => {
    expect(isSensitiveField(field('<input id="f" data-sensitive>'))).toBe(true);
    expect(isSensitiveField(field('<div data-private><input id="f"></div>'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" class="form-input fs-exclude">'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" data-hj-suppress>'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" data-sensitive="false">'))).toBe(false);
  });

  it('covers names and ids that say the field holds a secret', () => {
    expect(isSensitiveField(field('<input id="f" name="user_pin">'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" name="cvv">'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" name="iban">'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" name="cardNumber">'))).toBe(true);
    expect(isSensitiveField(field('<input id="f" name="billing[card_number]">'))).toBe(true);
  });

  it('leaves ordinary fields alone', () => {
    expect(isSensitiveField(field('<input id="f" type="email" name="email">'))).toBe(false);
    expect(isSensitiveField(field('<input id="f" name="spinner-size">'))).toBe(false);
    expect(isSensitiveField(field('<input id="f" name="passenger">'))).toBe(false);
    expect(isSensitiveField(field('<textarea id="f" name="comment"></textarea>'))).toBe(false);
  });

  it('marks any element inside a private container', () => {
    expect(isMarkedSensitive(field('<section class="rr-block"><p id="f">Balance</p></section>'))).toBe(true);
    expect(isMarkedSensitive(field('<section><p id="f">Balance</p></section>'))).toBe(false);
  });
});
