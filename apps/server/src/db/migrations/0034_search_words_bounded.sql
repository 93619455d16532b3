-- Hand-written (drizzle-kit generate --custom): a function, which the schema does not describe.
-- PostgreSQL refuses a tsvector whose words pass 1 MB ("string is too long for tsvector"), and a
-- text of about 1 MB can get there (a hyphenated word is stored whole and as its parts), which
-- failed the save. Tokens over 256 characters (pasted data, base64, minified code) are no words
-- anyone searches for and are dropped; of the rest the first 150,000 characters are indexed, which
-- stays under the limit even for 3-byte characters counted twice. Repetitions above 255 are not
-- allowed in PostgreSQL's regular expressions, hence 128 + 128 + more.
CREATE OR REPLACE FUNCTION support_search_words(language text, title text, body text) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(support_search_config(language), unaccent(left(coalesce(title, ''), 10000))), 'A')
    || setweight(to_tsvector(support_search_config(language),
         left(regexp_replace(unaccent(coalesce(body, '')), '\S{128}\S{128}\S+', ' ', 'g'), 150000)), 'B')
$$;
