import { looksLikeSecret, valueNeedsWithholding } from '@support/shared';

/** What the system said about the focused element when typing started (capture/focusedRole.ts). */
export type FieldRole = 'password' | 'text' | 'unknown';

export type TypedValueOptions = {
  keepTypedText: boolean;
  /** The organization's do-not-show terms, compiled with `compileTerms`. */
  terms: RegExp | null;
  hideTypedEmails: boolean;
};

export type TypedValue = { value: string } | { valueWithheld: true; secret?: true };

/**
 * What a TYPE step keeps of the text typed. A password is never kept, whatever the setting: the
 * field said it is one, or the text looks like one (`looksLikeSecret`). The heuristic also runs
 * when the system answered 'text': many programs draw their own password boxes, which report
 * themselves as plain edits, and withholding a value that only looked secret costs little.
 * Otherwise the value is kept only when the person chose to keep typed text and the
 * organization's redaction rules find nothing in it.
 */
export function typedValue(text: string, role: FieldRole, options: TypedValueOptions): TypedValue {
  if (role === 'password' || looksLikeSecret(text)) return { valueWithheld: true, secret: true };
  const keep =
    options.keepTypedText &&
    !valueNeedsWithholding(text, options.terms, { hideEmails: options.hideTypedEmails });
  return keep ? { value: text.slice(0, 5000) } : { valueWithheld: true };
}
