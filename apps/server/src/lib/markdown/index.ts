export { assertRenderableMarkdown, checkMarkdownBounds, type MarkdownBoundsProblem } from './bounds';
export { type ArticleImageRef, classifyImage, internalArticleId, isUuid } from './conventions';
export { markdownExcerpt, type RenderOptions, renderMarkdown } from './render';
export { RenderFailed, RenderPool } from './renderPool';
export { type RefResolver, renderForStorage, resolveStoredHtml, type StoredRender } from './storedRender';
