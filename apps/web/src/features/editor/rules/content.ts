/**
 * Spec 02 §4 "Editing": what counts as a change, and how the text is tidied when it is saved.
 */

export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** Whitespace at the ends and Windows line endings are not changes a writer made. */
export function comparableContent(text: string): string {
  return normalizeNewlines(text).trim();
}

export function hasUnsavedChanges(draft: string, saved: string): boolean {
  return comparableContent(draft) !== comparableContent(saved);
}

/** Three or more consecutive newlines become two (one blank line); trailing newlines go. */
export function normalizeContentForSave(text: string): string {
  return normalizeNewlines(text)
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n+$/, '');
}
