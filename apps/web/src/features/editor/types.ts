/** What the article page may ask of the open editor. */
export type EditorHandle = {
  getDraft: () => string;
  /** Places markdown at the cursor (an image from the settings panel, a toolbar upload). */
  insert: (markdown: string) => void;
  /** Selects a comment's quote in the text (issue 48 item 3); false when the text no longer has it. */
  revealQuote: (quote: string, offset: number | null) => boolean;
};

/** The text selected in the editor, for a comment anchored to it (issue 48 item 3). */
export type EditorSelection = { quote: string; offset: number };
