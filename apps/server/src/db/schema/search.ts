import { customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** The title in lower case without accents: what the typo-tolerant search compares (trigrams). */
    titleKey: text('title_key').notNull(),
    /** The text without markdown syntax, for ts_headline's snippets. */
    body: text('body').notNull(),
    words: tsvector('words').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.language] }),
    index('search_documents_words_idx').using('gin', t.words),
    index('search_documents_title_key_idx').using('gin', t.titleKey.op('gin_trgm_ops')),
    index('search_documents_org_language_idx').on(t.organizationId, t.language),
  ],
);

/**
 * The words a help center's articles contain, as written (lower case, accents dropped), with the
 * number of search documents of the organization and language that hold each: the search corrects a
 * misspelt word against them (trigrams), expands a typed word beginning into whole words (so that a
 * prefix meets the words as written, not only their stems) and weighs a word by how rare it is.
 * Kept in step by indexArticle in the same transaction as the documents.
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
  },
  (t) => [
    // The organization and the word first: a word is looked up in every language of it at once.
    primaryKey({ columns: [t.organizationId, t.word, t.language] }),
    index('search_words_word_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
