import { z } from 'zod';
import { ARTICLE_CONTENT_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH } from '../articles';

/** Issue 48 item 4: an organization's own templates, saved from one of its articles. */
export const ARTICLE_TEMPLATE_NAME_MAX_LENGTH = 80;
/** Enough for every kind of article a team writes; a list of them stays one short request. */
export const ARTICLE_TEMPLATES_PER_ORGANIZATION = 100;

const ZTemplateName = z
  .string()
  .trim()
  .min(1, { message: 'Name is required' })
  .max(ARTICLE_TEMPLATE_NAME_MAX_LENGTH, {
    message: `Name must be at most ${ARTICLE_TEMPLATE_NAME_MAX_LENGTH} characters`,
  });

/** A saved template as listed: its name and the title a new article gets (not its markdown). */
export const ZArticleTemplate = z.object({
  id: z.uuid(),
  name: z.string().max(ARTICLE_TEMPLATE_NAME_MAX_LENGTH),
  title: z.string().max(ARTICLE_TITLE_MAX_LENGTH),
  /** How long the markdown is, so the list can tell an empty template from a full one. */
  contentLength: z.number().int().min(0).max(ARTICLE_CONTENT_MAX_LENGTH),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ArticleTemplate = z.infer<typeof ZArticleTemplate>;

export const ZArticleTemplateList = z.object({ templates: z.array(ZArticleTemplate) });
export type ArticleTemplateList = z.infer<typeof ZArticleTemplateList>;

/** `POST /article-templates`: the article's title and current markdown, saved under a name. */
export const ZCreateArticleTemplateRequest = z.object({ name: ZTemplateName, articleId: z.uuid() });
export type CreateArticleTemplateRequest = z.infer<typeof ZCreateArticleTemplateRequest>;

export const ZRenameArticleTemplateRequest = z.object({ name: ZTemplateName });
export type RenameArticleTemplateRequest = z.infer<typeof ZRenameArticleTemplateRequest>;
