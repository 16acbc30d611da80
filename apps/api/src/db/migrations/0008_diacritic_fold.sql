-- Decision 295: search folds diacritics as well as case. search_fold(text) is the server's fold()
-- (apps/api/src/lib/tenancy.ts) in SQL: decompose (NFD), drop the combining marks U+0300–U+036F,
-- lower-case, đ/Đ → d. Marks are dropped before lower() so a C-locale database (which lower-cases only
-- ASCII) still gets "HÀ NỘI" → "ha noi"; Đ is translated explicitly for the same reason. Works on
-- PostgreSQL 15 and 18 (PGlite); normalize() needs a UTF8 database, which both are.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT translate(lower(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g')), 'Đđ', 'dd') $$;
--> statement-breakpoint
-- The stored columns were the server's lower-cased concatenation (title, company, skills; a candidate's
-- name, name key, headline, skills; the location); folding that text again gives exactly what fold()
-- now computes from the columns, without relying on the database's lower() for non-Latin letters.
-- Rows whose text has no diacritics are left alone, so re-running changes nothing.
UPDATE "jobs" SET "search_text" = search_fold("search_text"), "location_text" = search_fold("location_text")
WHERE "search_text" <> search_fold("search_text") OR "location_text" <> search_fold("location_text");
--> statement-breakpoint
UPDATE "candidates" SET "search_text" = search_fold("search_text"), "location_text" = search_fold("location_text")
WHERE "search_text" <> search_fold("search_text") OR "location_text" <> search_fold("location_text");
