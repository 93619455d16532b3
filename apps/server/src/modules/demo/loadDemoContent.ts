import { type DemoArticle, type DemoContentResponse, ZPutHelpCenterLinksRequest } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Actor } from '../../core/actor';
import { helpCenters, organizations, users } from '../../db/schema';
import { articles } from '../../db/schema/articles';
import { conflict, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { createManualArticle } from '../articles/createManualArticle';
import { setArticleShared } from '../articles/publishArticle';
import { checkFeature } from '../billing';
import { createHelpCenter } from '../help-centers/createHelpCenter';
import { replaceLinks } from '../help-centers/links';
import { placeArticle } from '../public-groups/groupArticles';
import { createGroup, setGroupCard } from '../public-groups/groups';
import { GERMAN_ARTICLE, HELP_CENTER, HELP_CENTER_LINKS, WRITTEN_ARTICLE } from './content';
import { recordDemoReaderActivity } from './readerActivity';
import { uploadRecordedTask } from './recordedTask';
import { recordDemoViews } from './views';

export const DEMO_NOT_EMPTY_MESSAGE =
  'This organization already has articles. Demo content is only loaded into an organization without any, so nothing of its own gets mixed with it.';

/** What the demo takes from the plan: three articles (one of them recorded) and one help center. */
const NEEDS = [
  { feature: 'ARTICLES_TOTAL', amount: 3 },
  { feature: 'ARTICLES_MONTHLY', amount: 3 },
  { feature: 'HELPCENTERS_TOTAL', amount: 1 },
] as const;

/** Organizations being filled by this process: a second click while the first runs is refused. */
const loading = new Set<string>();

/**
 * Fills an organization without articles with demo content, through the product's own code: the
 * recorded task through the recording upload and the generation job (ready seconds later; without
 * an AI the built-in writer writes it), the written and the German article as a person creates one,
 * both published, a help center with two groups holding them and two quick links, and readers over
 * the last four weeks for the analytics (views, searches, "Was this helpful?" and what was
 * missing). The user becomes the articles' creator. Each part is its own transaction as when a person makes it; the plan is checked first so that no part is refused
 * halfway. Audited as organization.load_demo.
 */
export async function loadDemoContent(
  ctx: AppContext,
  input: { organizationId: string; userId: string; audit: AuditActor },
): Promise<DemoContentResponse> {
  const { organizationId } = input;
  if (loading.has(organizationId)) throw conflict(DEMO_NOT_EMPTY_MESSAGE, 'DEMO_NOT_EMPTY');
  loading.add(organizationId);
  try {
    const actor = await demoActor(ctx, input);
    const [existing] = await ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.organizationId, organizationId))
      .limit(1);
    if (existing) throw conflict(DEMO_NOT_EMPTY_MESSAGE, 'DEMO_NOT_EMPTY');
    await assertRoom(ctx, actor);
    return await fill(ctx, actor, input.audit);
  } finally {
    loading.delete(organizationId);
  }
}

/** The user acting as an ADMIN of the organization, whether or not they are a member of it. */
async function demoActor(ctx: AppContext, input: { organizationId: string; userId: string }): Promise<Actor> {
  const [organization] = await ctx.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  if (!organization) throw notFound('Organization not found', 'ORGANIZATION_NOT_FOUND');
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      userType: users.userType,
      tokenVersion: users.tokenVersion,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
  return {
    userId: user.id,
    email: user.email,
    userType: user.userType,
    tokenVersion: user.tokenVersion,
    sessionId: '',
    sessionKind: 'BROWSER',
    firstName: user.firstName,
    lastName: user.lastName,
    language: null,
    organizationId: organization.id,
    organizationName: organization.name,
    role: 'ADMIN',
    subscription: null,
  };
}

async function assertRoom(ctx: AppContext, actor: Actor): Promise<void> {
  for (const need of NEEDS) {
    const check = await checkFeature({
      db: ctx.db,
      plans: ctx.config.billing.plans,
      actor,
      feature: need.feature,
      now: ctx.clock.now(),
    });
    const fits = check.hasAccess && (check.limit === null || check.currentUsage + need.amount <= check.limit);
    if (!fits) {
      const left =
        check.hasAccess && check.limit !== null ? ` (${check.limit - check.currentUsage} left)` : '';
      throw conflict(
        `The organization's plan has no room for the demo: it needs ${need.amount} more ${check.name.toLowerCase()}${left}. Give it a plan or a trial first.`,
        'DEMO_NO_ROOM',
      );
    }
  }
}

async function fill(ctx: AppContext, actor: Actor, audit: AuditActor): Promise<DemoContentResponse> {
  const base = { db: ctx.db, changes: ctx.changes, actor };
  const now = () => ctx.clock.now();
  const written: DemoArticle[] = [];
  for (const article of [WRITTEN_ARTICLE, GERMAN_ARTICLE]) {
    const { id } = await createManualArticle({
      ...base,
      plans: ctx.config.billing.plans,
      ...article,
      now: now(),
    });
    written.push({ id, title: article.title, language: article.language, kind: 'WRITTEN' });
  }
  const recorded = await uploadRecordedTask(ctx, actor);
  const made: DemoArticle[] = [
    { id: recorded.articleId, title: recorded.title, language: 'en', kind: 'RECORDING' },
    ...written,
  ];
  for (const article of made) await setArticleShared({ ...base, id: article.id, shared: true, now: now() });

  const center = await createHelpCenter({
    ...base,
    plans: ctx.config.billing.plans,
    name: HELP_CENTER.name,
    description: HELP_CENTER.description,
    now: now(),
    // The demo shows a finished site to whoever it is shown to.
    published: true,
  });
  const group = (name: string) => createGroup({ ...base, helpCenterId: center.id, name, parentId: null });
  const invoices = await group(HELP_CENTER.groups.invoices);
  const payments = await group(HELP_CENTER.groups.payments);
  for (const [made, card] of [
    [invoices, HELP_CENTER.cards.invoices],
    [payments, HELP_CENTER.cards.payments],
  ] as const)
    await setGroupCard({ ...base, groupId: made.id, icon: card.icon, description: card.description });
  await placeArticle({ ...base, articleId: made[0]!.id, groupId: invoices.id });
  await placeArticle({ ...base, articleId: made[1]!.id, groupId: invoices.id });
  await placeArticle({ ...base, articleId: made[2]!.id, groupId: payments.id });
  const { links } = ZPutHelpCenterLinksRequest.parse({ links: HELP_CENTER_LINKS });
  await replaceLinks({ ...base, id: center.id, links, now: now() });
  const [{ slug, language } = { slug: '', language: 'en-US' }] = await ctx.db
    .select({ slug: helpCenters.slug, language: helpCenters.language })
    .from(helpCenters)
    .where(eq(helpCenters.id, center.id));

  const organizationId = actor.organizationId!;
  const views = await recordDemoViews({
    db: ctx.db,
    organizationId,
    articles: made.map((article, index) => ({
      id: article.id,
      language: article.language,
      weight: 3 - index,
    })),
    now: now(),
  });
  await recordDemoReaderActivity({
    db: ctx.db,
    organizationId,
    helpCenterId: center.id,
    language,
    articleIds: made.map((article) => article.id),
    now: now(),
  });
  const result: DemoContentResponse = {
    message: `Demo content loaded into ${actor.organizationName}: ${made.length} articles, the help center "${HELP_CENTER.name}" and ${views} views.`,
    organizationId,
    articles: made,
    helpCenter: { id: center.id, name: HELP_CENTER.name, slug },
    views,
  };
  await recordAudit(ctx.db, {
    actor: audit,
    action: 'organization.load_demo',
    target: { type: 'organization', id: organizationId, label: actor.organizationName },
    before: { articles: 0 },
    after: {
      articles: made.map((article) => ({ id: article.id, title: article.title, language: article.language })),
      helpCenter: result.helpCenter,
      views,
    },
    at: now(),
  });
  return result;
}
