CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Lower-case and strip Spanish/Latin accents, so that searches match 'Jose' with 'José'.
-- IMMUTABLE so that it can back an index.
CREATE OR REPLACE FUNCTION koinonia_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(lower(value),
    'áàäâãåéèëêíìïîóòöôõúùüûñçýÿ',
    'aaaaaaeeeeiiiiooooouuuuncyy')
$$;
