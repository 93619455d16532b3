import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adminRoutes } from './admin/routes';
import { adminOperationsRoutes } from './admin-operations/routes';
import { analyticsRoutes } from './analytics/routes';
import { createArticleListCache } from './articles/listCache';
import { articlesRoutes } from './articles/routes';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing';
import { demoRoutes } from './demo/routes';
import { desktopRecorderRoutes } from './desktop-recorder/routes';
import { generationRoutes } from './generation/routes';
import { gifRoutes } from './gif/routes';
import { glossaryRoutes } from './glossary/routes';
import { healthRoutes } from './health/routes';
import { customizationRoutes } from './help-center-customization/routes';
import { helpCentersRoutes } from './help-centers/routes';
import { imagesRoutes } from './images/routes';
import { invitationsRoutes } from './invitations/routes';
import { narrationRoutes } from './narration/routes';
import { organizationsRoutes } from './organizations/routes';
import { profileRoutes } from './profile/routes';
import { publicGroupsRoutes } from './public-groups/routes';
import { recordingsRoutes } from './recordings/routes';
import { smartEditRoutes } from './smart-edit/routes';
import { stepsRoutes } from './steps/routes';
import { translationsRoutes } from './translations/routes';

/** Every feature's routes, mounted under /v1. Add a module here and nowhere else. */
export async function registerModules(v1: FastifyInstance, ctx: AppContext): Promise<void> {
  // Any write of a member may change what their organization's article list shows.
  const articleLists = createArticleListCache(ctx.changes);
  v1.addHook('onSend', articleLists.forgetAfterWrite);
  v1.addHook('onClose', async () => articleLists.close());
  await v1.register(healthRoutes(ctx));
  await v1.register(authRoutes(ctx));
  await v1.register(profileRoutes(ctx));
  await v1.register(organizationsRoutes(ctx));
  await v1.register(translationsRoutes(ctx));
  await v1.register(invitationsRoutes(ctx));
  await v1.register(billingRoutes(ctx));
  await v1.register(articlesRoutes(ctx, articleLists));
  await v1.register(imagesRoutes(ctx));
  await v1.register(smartEditRoutes(ctx));
  await v1.register(recordingsRoutes(ctx));
  await v1.register(desktopRecorderRoutes(ctx));
  await v1.register(generationRoutes(ctx));
  await v1.register(stepsRoutes(ctx));
  await v1.register(narrationRoutes(ctx));
  await v1.register(gifRoutes(ctx));
  await v1.register(helpCentersRoutes(ctx));
  await v1.register(customizationRoutes(ctx));
  await v1.register(publicGroupsRoutes(ctx));
  await v1.register(glossaryRoutes(ctx));
  await v1.register(analyticsRoutes(ctx));
  await v1.register(adminOperationsRoutes(ctx));
  await v1.register(adminRoutes(ctx));
  await v1.register(demoRoutes(ctx));
}
