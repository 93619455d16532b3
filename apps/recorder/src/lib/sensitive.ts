/**
 * The sensitive-field rule (docs/recording-format.md repeats it for desktop recorders).
 *
 * A field's typed value is never recorded, and its box is always blurred, when:
 * 1. it is a password field (`<input type="password">`);
 * 2. its `autocomplete` names a card or secret: `cc-*`, `one-time-code`, `current-password`, `new-password`;
 * 3. it or an ancestor is marked private by the page: `data-sensitive` (unless "false"), `data-private`,
 *    `data-redact`, or the markers session-replay tools already use (`data-hj-suppress`, `.fs-exclude`,
 *    `.rr-mask`/`.rr-block`, `.ph-no-capture`, `.sentry-mask`/`data-sentry-mask`, `data-dd-privacy="mask"`,
 *    `data-openreplay-obscured`), or a class named `sensitive`, `private`, `redact` or `secret`;
 * 4. its name or id says it holds a secret or card data (password, pin, cvc/cvv, iban, card number, ssn, otp…).
 * Any other element marked as in 3 is blurred in screenshots too.
 */

export const SENSITIVE_MARKERS = [
  '[data-sensitive]:not([data-sensitive="false"])',
  '[data-private]',
  '[data-redact]',
  '[data-hj-suppress]',
  '[data-sentry-mask]',
  '[data-dd-privacy="mask"]',
  '[data-openreplay-obscured]',
  '.fs-exclude',
  '.rr-mask',
  '.rr-block',
  '.ph-no-capture',
  '.sentry-mask',
  '.sensitive',
  '.private',
  '.redact',
  '.secret',
].join(',');

const SECRET_AUTOCOMPLETE = /(^|\s)(cc-[a-z-]+|one-time-code|current-password|new-password)(\s|$)/i;
const SECRET_NAME =
  /(^|[^a-z])(pass(word|wd)?|pwd|pin|cvc|cvv|csc|ssn|iban|otp|secret|card-?num(ber)?|cc-?num(ber)?|security-?code)([^a-z]|$)/i;

/** Whether the page marks this element (or an ancestor) as private. */
export function isMarkedSensitive(element: Element): boolean {
  return element.closest(SENSITIVE_MARKERS) !== null;
}

/** Whether a form field's value must be withheld and its box blurred. */
export function isSensitiveField(element: Element): boolean {
  const tag = element.tagName.toLowerCase();
  if (tag === 'input' && (element as HTMLInputElement).type === 'password') return true;
  const autocomplete = element.getAttribute('autocomplete') ?? '';
  if (SECRET_AUTOCOMPLETE.test(autocomplete)) return true;
  if (isMarkedSensitive(element)) return true;
  const names = `${element.getAttribute('name') ?? ''} ${element.id}`.replace(/_/g, '-');
  return SECRET_NAME.test(names);
}
