import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organization's own article templates (issue 48 item 4): saved from one of its articles, a
 * new article starts with its title and markdown. Name ≤ 80 characters, markdown ≤ the article
 * content limit and at most 100 per organization, checked by the module (shared schema).
 */
export const articleTemplates = pgTable(
  'article_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    /** null once the creator's account is gone; the template stays with the organization. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_templates_org_idx').on(t.organizationId, t.name)],
);
