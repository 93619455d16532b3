/** What the article page may ask of the open editor. */
export type EditorHandle = {
  getDraft: () => string;
  /** Places markdown at the cursor (an image from the settings panel, a toolbar upload). */
  insert: (markdown: string) => void;
};
