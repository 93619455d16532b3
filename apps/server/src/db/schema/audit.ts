import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * `system`: the product acting on its own (a help center's password locked after too many wrong
 * tries); `api_key`: a call made with an organization's API key, labelled with the key's name.
 */
export const AUDIT_ACTOR_KINDS = ['user', 'cli', 'system', 'api_key'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * What operators did (issue 18 "every action written to an audit log"): one row per action taken
 * in the super-admin area or with `npm run admin`, with who, what, when and the values before and
 * after. Rows are only ever inserted. Targets are named by id and by a label copied at the time
 * (an organization's name, a user's e-mail), so an entry still reads right after the target is
 * renamed or deleted; no foreign key holds a target, for the same reason.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** The super admin who acted; null for the command line (and after that user is deleted). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, or "npm run admin" for the command line. */
    actorLabel: text('actor_label').notNull(),
    /** What was done, e.g. "organization.set_plan", "user.make_super_admin", "job.retry". */
    action: text('action').notNull(),
    /** What it was done to: "organization", "user", "job", "article", "system". */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** The organization an API key acted in; null for the operators' entries. */
    organizationId: uuid('organization_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_org_idx').on(t.organizationId, t.at),
  ],
);
