import type { WebhookEventType } from '@support/shared';
import type { Tx } from '../../db/client';
import { emitWebhookEvent } from '../../webhooks/outbox';

/** An article's webhook event (issue 50 item 4), in the transaction of the change it reports. */
export function emitArticleEvent(
  tx: Tx,
  type: Extract<WebhookEventType, `article.${string}`>,
  article: { id: string; organizationId: string; title: string },
  now: Date,
): Promise<void> {
  return emitWebhookEvent(tx, {
    organizationId: article.organizationId,
    type,
    data: { articleId: article.id, title: article.title },
    now,
  });
}
