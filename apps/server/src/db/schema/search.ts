import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { organizations } from './organizations';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the help centers' search reads: each article's title and plain text in each language it
 * exists in (its source, and every translation with text), with the words stored as a weighted
 * tsvector (title A, text B) under the language's dictionary and a GIN index, so a search over
 * thousands of articles looks words up rather than reading every article. Kept in step with the
 * articles by the change events' reactions (help-center-site/searchIndex.ts).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /**
     * The title as a reader types it: lower case, accents dropped, every run of marks one space
     * (support_search_title_key): a title that begins with what was typed ranks first (search.ts).
     */
    titleKey: text('title_key').notNull(),
    /** The text without markdown syntax, for ts_headline's snippets. */
    body: text('body').notNull(),
    words: tsvector('words').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.language] }),
    index('search_documents_words_idx').using('gin', t.words),
    index('search_documents_org_language_idx').on(t.organizationId, t.language),
    index('search_documents_title_key_idx').on(t.organizationId, t.titleKey.op('text_pattern_ops')),
  ],
);

/**
 * The words a help center's articles contain, as written (lower case, accents dropped), with the
 * number of search documents of the organization and language that hold each: the search corrects a
 * misspelt word against them (trigrams), expands a typed word beginning into whole words (so that a
 * prefix meets the words as written, not only their stems) and weighs a word by how rare it is.
 * Kept in step by triggers on search_documents (migration 0044), in the transaction of every
 * statement that adds, changes or removes a document: an article's re-index, its deletion (the
 * documents cascade), a removed translation.
 */
export const searchWords = pgTable(
  'search_words',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    word: text('word').notNull(),
    documents: integer('documents').notNull(),
    /** The word's stems under its language's dictionary: what a search puts in its tsquery. */
    stems: text('stems').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    // The organization and the word first: a word is looked up in every language of it at once.
    primaryKey({ columns: [t.organizationId, t.word, t.language] }),
    index('search_words_word_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/**
 * A counter per organization that the same triggers raise whenever its vocabulary changes: a
 * server keeps the vocabulary in memory (help-center-site/searchVocabulary.ts) and reads it again
 * when the counter moved, whichever server made the change. No foreign key: the triggers also run
 * while an organization's rows cascade away, and a leftover counter is harmless.
 */
export const searchVocabularyVersions = pgTable('search_vocabulary_versions', {
  organizationId: uuid('organization_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
