import type { Queryable } from '../../db/client';
import { type AuditActorKind, auditLog } from '../../db/schema';

/** Who acted: a signed-in super admin, or the operator at the terminal (`npm run admin`). */
export type AuditActor =
  | { kind: Extract<AuditActorKind, 'user'>; userId: string; email: string }
  | { kind: Extract<AuditActorKind, 'cli'> }
  /** The product itself, e.g. a protection that kicked in; `label` names it. */
  | { kind: Extract<AuditActorKind, 'system'>; label: string };

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
};

/**
 * Writes one audit entry. Pass the transaction the action itself runs in, so an action and its
 * entry land together or not at all: an operator never finds a change the log does not show.
 */
export async function recordAudit(on: Queryable, entry: AuditEntry): Promise<void> {
  await on.insert(auditLog).values({
    at: entry.at,
    actorKind: entry.actor.kind,
    actorUserId: entry.actor.kind === 'user' ? entry.actor.userId : null,
    actorLabel:
      entry.actor.kind === 'user'
        ? entry.actor.email
        : entry.actor.kind === 'system'
          ? entry.actor.label
          : CLI_ACTOR_LABEL,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id ?? null,
    targetLabel: entry.target.label ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
