import multipart from '@fastify/multipart';
import {
  ZCreateHelpCenterRequest,
  ZErrorBody,
  ZExtractedTheme,
  ZExtractThemeRequest,
  ZHelpCenter,
  ZHelpCenterLinks,
  ZHelpCenterList,
  ZHelpCenterLogoResponse,
  ZIdParam,
  ZOkResponse,
  ZPutHelpCenterLinksRequest,
  ZUpdateHelpCenterRequest,
  ZUpdateHelpCenterSettingsRequest,
} from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { perUserPerMinute } from '../../lib/rateLimit/hook';
import { createSpool } from '../../lib/uploads/spool';
import { actorOf } from '../../plugins/authenticate';
import { readImageUpload } from '../images/upload';
import { requireActiveSubscription } from '../plans/gate';
import { createHelpCenter } from './createHelpCenter';
import { deleteHelpCenter } from './deleteHelpCenter';
import { listLinks, replaceLinks } from './links';
import { LOGO_UPLOAD, uploadLogo } from './logo';
import { presentLink } from './presenter';
import { listHelpCenters, loadHelpCenter } from './read';
import { extractHelpCenterTheme, saveExtractedTheme } from './theme/themeService';
import { updateHelpCenter, updateHelpCenterSettings } from './updateHelpCenter';

/** Each extraction fetches up to three files from elsewhere on the caller's behalf. */
const EXTRACTIONS_PER_MINUTE = 10;

const docs = { tags: ['help-centers'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const base = '/help-centers';

/** Spec 02 §7 "Help centers": every call is scoped to the caller's active organization. */
export function helpCentersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, storage, changes } = ctx;
  const spool = createSpool(ctx.config.dataDir);
  const policy = { allowedPrivateHosts: ctx.config.fetchAllowedPrivateHosts };
  return async (app) => {
    app.addHook('onRequest', ctx.authenticate);
    app.addHook('preHandler', requireActiveSubscription(ctx));
    await app.register(multipart);

    app.get(base, { schema: { ...docs, response: { 200: ZHelpCenterList, ...errors } } }, (request) =>
      listHelpCenters({ ctx, request, actor: actorOf(request) }),
    );

    app.get(
      `${base}/:id`,
      { schema: { ...docs, params: ZIdParam, response: { 200: ZHelpCenter, ...errors } } },
      (request) => loadHelpCenter({ ctx, request, actor: actorOf(request), id: request.params.id }),
    );

    app.post(
      base,
      { schema: { ...docs, body: ZCreateHelpCenterRequest, response: { 201: ZHelpCenter, ...errors } } },
      async (request, reply) => {
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
        return reply.status(201).send(await loadHelpCenter({ ctx, request, actor, id }));
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          ...docs,
          params: ZIdParam,
          body: ZUpdateHelpCenterRequest,
          response: { 200: ZHelpCenter, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id } = request.params;
        await updateHelpCenter({ db, changes, actor, id, now: clock.now(), ...request.body });
        return loadHelpCenter({ ctx, request, actor, id });
      },
    );

    app.delete(
      `${base}/:id`,
      { schema: { ...docs, params: ZIdParam, response: { 200: ZOkResponse, ...errors } } },
      async (request) => {
        await deleteHelpCenter({
          db,
          changes,
          storage,
          actor: actorOf(request),
          id: request.params.id,
          log: request.log,
        });
        return { message: 'Help center deleted' };
      },
    );

    app.put(
      `${base}/:id/settings`,
      {
        schema: {
          ...docs,
          params: ZIdParam,
          body: ZUpdateHelpCenterSettingsRequest,
          response: { 200: ZHelpCenter, ...errors, 429: ZErrorBody },
        },
      },
      async (request) => {
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
        });
        return loadHelpCenter({ ctx, request, actor, id });
      },
    );

    app.post(
      `${base}/:id/logo`,
      {
        schema: {
          ...docs,
          consumes: ['multipart/form-data'],
          params: ZIdParam,
          response: { 200: ZHelpCenterLogoResponse, ...errors, 413: ZErrorBody },
        },
      },
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
    );

    app.get(
      `${base}/:id/links`,
      { schema: { ...docs, params: ZIdParam, response: { 200: ZHelpCenterLinks, ...errors } } },
      async (request) =>
        (await listLinks({ db, actor: actorOf(request), id: request.params.id })).map(presentLink),
    );

    app.put(
      `${base}/:id/links`,
      {
        schema: {
          ...docs,
          params: ZIdParam,
          body: ZPutHelpCenterLinksRequest,
          response: { 200: ZHelpCenterLinks, ...errors },
        },
      },
      async (request) => {
        const links = await replaceLinks({
          db,
          changes,
          actor: actorOf(request),
          id: request.params.id,
          links: request.body.links,
          now: clock.now(),
        });
        return links.map(presentLink);
      },
    );

    app.post(
      `${base}/:id/extract-theme`,
      {
        preHandler: perUserPerMinute(ctx, 'theme-extraction', EXTRACTIONS_PER_MINUTE),
        schema: {
          ...docs,
          params: ZIdParam,
          body: ZExtractThemeRequest,
          response: { 200: ZExtractedTheme, ...errors, 429: ZErrorBody },
        },
      },
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
    );

    app.post(
      `${base}/:id/save-extracted-theme`,
      { schema: { ...docs, params: ZIdParam, response: { 200: ZHelpCenter, ...errors } } },
      async (request) => {
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
      },
    );
  };
}
