/**
 * Spec 02 §4: the insert-link dialog emits `linkInserted` carrying a `markdownLink`; the open editor
 * puts it where the cursor or selection was when the dialog opened.
 */
export const LINK_INSERTED_EVENT = 'linkInserted';
export type LinkInsertedDetail = { markdownLink: string };

export function emitLinkInserted(markdownLink: string): void {
  window.dispatchEvent(
    new CustomEvent<LinkInsertedDetail>(LINK_INSERTED_EVENT, { detail: { markdownLink } }),
  );
}

/** Navigation state of /insert-link and /glossary/add opened from the editor. */
export type SelectionState = { selectedText?: string };
