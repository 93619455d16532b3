import { z } from 'zod';

/**
 * Every kind of change other parts of the product react to (the public pages' cache, analytics, the
 * GIF refresh). A topic is added with its first producer; listeners subscribe by topic.
 */
export const ZChange = z.discriminatedUnion('topic', [
  z.object({
    topic: z.literal('article'),
    organizationId: z.uuid(),
    articleId: z.uuid(),
    kind: z.enum(['updated', 'deleted']),
    /** Set when the edit changed the steps (which there are, their order, their text) of this version. */
    stepsOfVersion: z.uuid().optional(),
    /**
     * Set when the edit changed only how this version's step images look (annotations, zoom, the
     * pointer): the demo GIF follows, but the text, its search documents and translations stand.
     */
    imagesOfVersion: z.uuid().optional(),
    /**
     * Set when this version's processed step images were rendered anew (after such an edit): pages
     * show the new files; the GIF, already following the edit, and the text stand.
     */
    renderedImagesOfVersion: z.uuid().optional(),
    /** Set when the edit changed the title or text shown by this version (translations follow). */
    textOfVersion: z.uuid().optional(),
  }),
  /** A language's translation of an article was saved, replaced or marked stale. */
  z.object({
    topic: z.literal('translation'),
    organizationId: z.uuid(),
    articleId: z.uuid(),
    language: z.string(),
  }),
  /**
   * An organization's subscription changed: its plan, status, trial end or billing mode (a trial
   * started or ended, a purchase, a cancellation, a Stripe event, an operator's command).
   */
  z.object({
    topic: z.literal('plan'),
    organizationId: z.uuid(),
  }),
  /**
   * An organization's settings changed (name, languages, time zone, redaction, audio sharing):
   * what public pages and view counting keep of the organization is dropped.
   */
  z.object({
    topic: z.literal('organization'),
    organizationId: z.uuid(),
  }),
  /** A help center's name, settings, theme, logo, links or group tree (the public site's cache). */
  z.object({
    topic: z.literal('helpCenter'),
    organizationId: z.uuid(),
    helpCenterId: z.uuid(),
    kind: z.enum(['updated', 'deleted']),
  }),
]);
export type Change = z.infer<typeof ZChange>;
export type ChangeTopic = Change['topic'];
export type ChangeOf<T extends ChangeTopic> = Extract<Change, { topic: T }>;

/** A change as a listener hears it: `remote` when another process made it. */
export type HeardChange<T extends ChangeTopic = ChangeTopic> = ChangeOf<T> & { remote: boolean };
