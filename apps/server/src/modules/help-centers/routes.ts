import multipart from '@fastify/multipart';
import { HELP_CENTER_LOGO_MAX_BYTES, helpCentersApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { createTxtLookup } from '../../lib/dns/txtLookup';
import { perUserPerMinute } from '../../lib/rateLimit/hook';
import { multipartBodyLimit } from '../../lib/uploads/multipartLimit';
import { createSpool } from '../../lib/uploads/spool';
import { actorOf } from '../../plugins/authenticate';
import { requireActiveSubscription } from '../billing';
import { readImageUpload } from '../images/upload';
import { changeHelpCenterSlug } from './changeSlug';
import { createHelpCenter } from './createHelpCenter';
import { deleteHelpCenter } from './deleteHelpCenter';
import { checkDomainNow } from './domainVerification';
import { listLinks, replaceLinks } from './links';
import { LOGO_UPLOAD, uploadLogo } from './logo';
import { presentLink } from './presenter';
import { previewHelpCenter } from './previewHelpCenter';
import { setHelpCenterPublished } from './publishHelpCenter';
import { listHelpCenters, loadHelpCenter } from './read';
import { extractHelpCenterTheme, saveExtractedTheme } from './theme/themeService';
import { updateHelpCenter, updateHelpCenterSettings } from './updateHelpCenter';

/** Each check asks a DNS server on the caller's behalf. */
const DOMAIN_CHECKS_PER_MINUTE = 10;
/** Each extraction fetches up to three files from elsewhere on the caller's behalf. */
const EXTRACTIONS_PER_MINUTE = 10;

/** Spec 02 §7 "Help centers": every call is scoped to the caller's active organization. */
export function helpCentersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, storage, changes } = ctx;
  const spool = createSpool(ctx.config.dataDir);
  const policy = { allowedPrivateHosts: ctx.config.fetchAllowedPrivateHosts };
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    await app.register(multipart);

    route(app, helpCentersApi.list, (request) => listHelpCenters({ ctx, request, actor: actorOf(request) }));

    route(app, helpCentersApi.get, (request) =>
      loadHelpCenter({ ctx, request, actor: actorOf(request), id: request.params.id }),
    );

    route(app, helpCentersApi.create, async (request) => {
      const actor = actorOf(request);
      const { id } = await createHelpCenter({
        db,
        changes,
        plans: ctx.config.billing.plans,
        actor,
        name: request.body.name,
        description: request.body.description,
        now: clock.now(),
      });
      return loadHelpCenter({ ctx, request, actor, id });
    });

    route(app, helpCentersApi.update, async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      await updateHelpCenter({ db, changes, actor, id, now: clock.now(), ...request.body });
      return loadHelpCenter({ ctx, request, actor, id });
    });

    route(app, helpCentersApi.delete, async (request) => {
      await deleteHelpCenter({
        db,
        changes,
        storage,
        actor: actorOf(request),
        id: request.params.id,
        log: request.log,
      });
      return { message: 'Help center deleted' };
    });

    route(app, helpCentersApi.updateSettings, async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      await updateHelpCenterSettings({
        db,
        changes,
        actor,
        id,
        now: clock.now(),
        settings: request.body,
        passwordGate: ctx.passwordGate,
        clientKey: request.ip,
        reserved: (domain) => isOwnHost(ctx, domain),
      });
      return loadHelpCenter({ ctx, request, actor, id });
    });

    route(app, helpCentersApi.changeSlug, async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      await changeHelpCenterSlug({ db, changes, actor, id, slug: request.body.slug, now: clock.now() });
      return loadHelpCenter({ ctx, request, actor, id });
    });

    route(
      app,
      helpCentersApi.checkDomain,
      async (request) => {
        const actor = actorOf(request);
        const { id } = request.params;
        const lookup = createTxtLookup(ctx.config.dnsResolver);
        await checkDomainNow({ db, changes, lookup, actor, id, now: clock.now() });
        return loadHelpCenter({ ctx, request, actor, id });
      },
      { preHandler: perUserPerMinute(ctx, 'domain-check', DOMAIN_CHECKS_PER_MINUTE) },
    );

    route(
      app,
      helpCentersApi.uploadLogo,
      async (request) => {
        const upload = await readImageUpload(request, spool, LOGO_UPLOAD);
        try {
          const logo = await uploadLogo({
            db,
            changes,
            storage,
            actor: actorOf(request),
            id: request.params.id,
            upload,
            now: clock.now(),
          });
          return { logo };
        } finally {
          await spool.discard([upload.file]);
        }
      },
      { bodyLimit: multipartBodyLimit(HELP_CENTER_LOGO_MAX_BYTES) },
    );

    for (const [endpoint, published] of [
      [helpCentersApi.publish, true],
      [helpCentersApi.unpublish, false],
    ] as const) {
      route(app, endpoint, async (request) => {
        const actor = actorOf(request);
        const { id } = request.params;
        await setHelpCenterPublished({ db, changes, actor, id, published, now: clock.now() });
        return loadHelpCenter({ ctx, request, actor, id });
      });
    }

    route(app, helpCentersApi.preview, (request) =>
      previewHelpCenter({ ctx, request, actor: actorOf(request), id: request.params.id }),
    );

    route(app, helpCentersApi.links, async (request) =>
      (await listLinks({ db, actor: actorOf(request), id: request.params.id })).map(presentLink),
    );

    route(app, helpCentersApi.saveLinks, async (request) => {
      const links = await replaceLinks({
        db,
        changes,
        actor: actorOf(request),
        id: request.params.id,
        links: request.body.links,
        now: clock.now(),
      });
      return links.map(presentLink);
    });

    route(
      app,
      helpCentersApi.extractTheme,
      (request) =>
        extractHelpCenterTheme({
          db,
          changes,
          actor: actorOf(request),
          id: request.params.id,
          now: clock.now(),
          url: request.body.url,
          policy,
        }),
      { preHandler: perUserPerMinute(ctx, 'theme-extraction', EXTRACTIONS_PER_MINUTE) },
    );

    route(app, helpCentersApi.saveExtractedTheme, async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      await saveExtractedTheme({
        db,
        changes,
        storage,
        actor,
        id,
        now: clock.now(),
        policy,
        log: request.log,
      });
      return loadHelpCenter({ ctx, request, actor, id });
    });
  };
}

/**
 * This install's own hosts: PUBLIC_URL's, ALLOWED_HOSTS, loopback and the machine's names (the
 * trusted origin knows them) and DOCS_URL's.
 */
function isOwnHost(ctx: AppContext, domain: string): boolean {
  const docsUrl = ctx.config.publicSite.docsUrl;
  return (
    ctx.origin.isOwnHost(domain) ||
    (docsUrl !== undefined && new URL(docsUrl).hostname.toLowerCase() === domain)
  );
}
