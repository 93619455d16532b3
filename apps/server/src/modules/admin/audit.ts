import type { Queryable } from '../../db/client';
import { type AuditActorKind, auditLog } from '../../db/schema';

/** Who acted: a signed-in super admin, or the operator at the terminal (`npm run admin`). */
export type AuditActor =
  | { kind: Extract<AuditActorKind, 'user'>; userId: string; email: string }
  | { kind: Extract<AuditActorKind, 'cli'> }
  /** The product itself, e.g. a protection that kicked in; `label` names it. */
  | { kind: Extract<AuditActorKind, 'system'>; label: string }
  /** A call made with an organization's API key (issue 50 item 3), named by the key's name. */
  | {
      kind: Extract<AuditActorKind, 'api_key'>;
      keyId: string;
      name: string;
      /** The key's creator, in whose name it writes. */
      userId: string;
    };

export const CLI_ACTOR: AuditActor = { kind: 'cli' };
export const CLI_ACTOR_LABEL = 'npm run admin';

export type AuditEntry = {
  actor: AuditActor;
  /** e.g. "organization.set_plan"; the web app names each action in en and de. */
  action: string;
  target: { type: string; id?: string | null; label?: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
  /** The organization acted in, for an action within one (an API key's write, a key created). */
  organizationId?: string | null;
};

function labelOf(actor: AuditActor): string {
  switch (actor.kind) {
    case 'user':
      return actor.email;
    case 'system':
      return actor.label;
    case 'api_key':
      return actor.name;
    case 'cli':
      return CLI_ACTOR_LABEL;
  }
}

/**
 * Writes one audit entry. Pass the transaction the action itself runs in, so an action and its
 * entry land together or not at all: an operator never finds a change the log does not show.
 */
export async function recordAudit(on: Queryable, entry: AuditEntry): Promise<void> {
  await on.insert(auditLog).values({
    at: entry.at,
    actorKind: entry.actor.kind,
    actorUserId: entry.actor.kind === 'user' || entry.actor.kind === 'api_key' ? entry.actor.userId : null,
    actorLabel: labelOf(entry.actor),
    organizationId: entry.organizationId ?? null,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id ?? null,
    targetLabel: entry.target.label ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
