import type { WebhookFormat } from '@support/shared';
import type { WebhookEventBody } from '../../webhooks/outbox';

const LABELS: Record<string, string> = {
  'article.published': 'Article published',
  'article.unpublished': 'Article unpublished',
  'article.updated': 'Article updated',
  'article.deleted': 'Article deleted',
  'recording.finished': 'Recording turned into an article',
  'recording.failed': 'Recording could not be turned into an article',
  'translation.finished': 'Translation finished',
  'feedback.received': 'Feedback received',
  'help_center.published': 'Help center published',
  'webhook.test': 'Test event from Support',
};

/** Slack's control characters in text (`<`, `>`, `&`) are escaped so a title cannot forge a link. */
const slackEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One readable line for chat: what happened and to what ("Article published: “Billing”"). */
export function describeEvent(event: WebhookEventBody): string {
  const label = LABELS[event.type] ?? event.type;
  const { data } = event;
  const subject = [data.title, data.name, data.language].filter((part) => typeof part === 'string');
  const line = subject.length ? `${label}: “${subject.join(' · ')}”` : label;
  return typeof data.url === 'string' ? `${line} ${data.url}` : line;
}

/** The request body in the endpoint's format: the event itself, or Slack's incoming-webhook JSON. */
export function deliveryBody(event: WebhookEventBody, format: WebhookFormat): string {
  if (format === 'slack') return JSON.stringify({ text: slackEscape(describeEvent(event)) });
  return JSON.stringify(event);
}
