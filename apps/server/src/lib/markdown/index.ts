export { type ArticleImageRef, classifyImage, internalArticleId, isUuid } from './conventions';
export { markdownExcerpt, type RenderOptions, renderMarkdown } from './render';
