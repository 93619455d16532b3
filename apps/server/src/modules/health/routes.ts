import { healthApi } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/contract/route';
import { isFirstRun } from '../auth/firstRun';
import { createReadinessCheck, unreadyMessage } from './readiness';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const readiness = createReadinessCheck(ctx);
  return async (app) => {
    // Liveness: the process answers. It touches nothing else, so a database outage never makes a
    // supervisor restart servers that will recover by themselves.
    route(app, healthApi.live, () => ({ status: 'ok' as const }));

    // Readiness: whether to send this process traffic: the database and file storage answer.
    route(app, healthApi.ready, async (_request, reply) => {
      const state = await readiness();
      if (state.status === 'ready') return state;
      const message = unreadyMessage(state);
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ ...state, message, code: 'NOT_READY' });
    });

    route(app, healthApi.config, async () => ({
      supportEmail: ctx.config.supportEmail,
      salesEmail: ctx.config.salesEmail,
      termsUrl: ctx.config.legal.termsUrl,
      privacyUrl: ctx.config.legal.privacyUrl,
      refundUrl: ctx.config.legal.refundUrl,
      chromeExtensionUrl: ctx.config.recorder.chromeExtensionUrl,
      desktopRecorderUrl: ctx.config.recorder.desktopRecorderUrl,
      aiConfigured: ctx.config.ai !== null,
      transcriptionConfigured: ctx.config.transcription !== null,
      translationProvider: ctx.translator?.name ?? null,
      onlinePayments: ctx.config.billing.stripe !== null,
      firstRun: await isFirstRun({ db: ctx.db, firstAccountSuperAdmin: ctx.config.firstAccountSuperAdmin }),
    }));
  };
}
