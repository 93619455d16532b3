import type { ChangeBus } from '../../changes/bus';
import type { Change, ChangeTopic } from '../../changes/types';
import { ZChange } from '../../changes/types';
import { currentApiKeyCall } from '../../core/apiKeyCall';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../admin/audit';

const TOPICS = ZChange.options.map((option) => option.shape.topic.value) as ChangeTopic[];

/** What a change was made to, as the audit trail names it. */
function targetOf(change: Change): { type: string; id: string } {
  switch (change.topic) {
    case 'article':
    case 'translation':
      return { type: 'article', id: change.articleId };
    case 'helpCenter':
      return { type: 'help_center', id: change.helpCenterId };
    case 'plan':
    case 'organization':
      return { type: 'organization', id: change.organizationId };
  }
}

/**
 * Every write made with an API key in the audit trail (issue 50 item 3), in the transaction of the
 * write: each change a key's request records (every content write records one, for the caches and
 * the other processes) also writes an entry naming the key and the route it called. Registered
 * with the other reactions in every process that records changes.
 */
export function auditApiKeyWrites(changes: Pick<ChangeBus, 'react'>, clock: Clock): () => void {
  const stops = TOPICS.map((topic) =>
    changes.react(topic, async (tx, change) => {
      const call = currentApiKeyCall();
      if (!call || call.organizationId !== change.organizationId) return;
      await recordAudit(tx, {
        actor: { kind: 'api_key', keyId: call.keyId, name: call.name, userId: call.userId },
        action: `api_key.${change.topic}.${'kind' in change ? change.kind : 'updated'}`,
        target: targetOf(change),
        after: { route: call.route, apiKeyId: call.keyId },
        at: clock.now(),
        organizationId: call.organizationId,
      });
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
