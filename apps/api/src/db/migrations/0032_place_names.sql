-- hand-written (keep on regeneration)
-- Decision 1025: a place is stored and searched with each large city under one name ("TP.HCM", "HCM", "Sài Gòn" →
-- "ho chi minh"), over the folded text. place_canonical(text) is the server's placeText() after search_fold(); keep
-- the two identical (test/diacritic-search.test.ts compares them). The stored places and saved searches are rewritten.
CREATE OR REPLACE FUNCTION place_canonical(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    value,
    '(?<![a-z0-9])(?:tp\.?\s*hcm|tphcm|hcmc|hcm|sai\s*gon|hochiminh|ho\s+chi\s+minh)(?![a-z0-9])', 'ho chi minh', 'g'),
    '(?<![a-z0-9])(?:tp\.?\s*hn|hanoi|ha\s+noi|hn)(?![a-z0-9])', 'ha noi', 'g'),
    '(?<![a-z0-9])(?:danang|da\s+nang)(?![a-z0-9])', 'da nang', 'g'),
    '(?<![a-z0-9])(?:haiphong|hai\s+phong)(?![a-z0-9])', 'hai phong', 'g'),
    '(?<![a-z0-9])(?:cantho|can\s+tho)(?![a-z0-9])', 'can tho', 'g')
$$;
--> statement-breakpoint
UPDATE "jobs" SET "location_text" = place_canonical("location_text")
WHERE "location_text" <> place_canonical("location_text");
--> statement-breakpoint
UPDATE "candidates" SET "location_text" = place_canonical("location_text")
WHERE "location_text" <> place_canonical("location_text");
--> statement-breakpoint
UPDATE "job_alerts" SET "location_pattern" = place_canonical("location_pattern")
WHERE "location_pattern" IS NOT NULL AND "location_pattern" <> place_canonical("location_pattern");
