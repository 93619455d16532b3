import { ZHealthResponse, ZPublicConfig } from '@support/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { tags: ['health'], response: { 200: ZHealthResponse } } }, async () => ({
      status: 'ok' as const,
    }));

    app.get('/config', { schema: { tags: ['health'], response: { 200: ZPublicConfig } } }, async () => ({
      supportEmail: ctx.config.supportEmail,
      salesEmail: ctx.config.salesEmail,
      termsUrl: ctx.config.legal.termsUrl,
      privacyUrl: ctx.config.legal.privacyUrl,
      refundUrl: ctx.config.legal.refundUrl,
      chromeExtensionUrl: ctx.config.recorder.chromeExtensionUrl,
      desktopRecorderUrl: ctx.config.recorder.desktopRecorderUrl,
      aiConfigured: ctx.config.ai !== null,
      onlinePayments: ctx.config.billing.stripe !== null,
    }));
  };
}
