-- hand-written (keep on regeneration)
-- Decision 1025: a place is stored and searched with each large city under one name ("TP.HCM", "HCM", "Sài Gòn",
-- "TP. Hồ Chí Minh", "Ho Chi Minh City" → "ho chi minh"), over the folded text, spaces other than ASCII's made plain
-- first. place_canonical(text) is the server's placeText() after search_fold(); keep the two identical
-- (test/diacritic-search.test.ts compares them). The stored places and saved searches are rewritten.
CREATE OR REPLACE FUNCTION place_canonical(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(
    regexp_replace(value, '[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]', ' ', 'g'),
    '(?<![a-z0-9])(?:(?:tp\.?|thanh\s+pho)\s*)?(?:hcmc|hcm|sai\s*gon|hochiminh|ho\s+chi\s+minh)(?:\s+city)?(?![a-z0-9])', 'ho chi minh', 'g'),
    '(?<![a-z0-9])(?:(?:tp\.?|thanh\s+pho)\s*)?(?:hanoi|ha\s+noi|hn)(?:\s+city)?(?![a-z0-9])', 'ha noi', 'g'),
    '(?<![a-z0-9])(?:(?:tp\.?|thanh\s+pho)\s*)?(?:danang|da\s+nang)(?:\s+city)?(?![a-z0-9])', 'da nang', 'g'),
    '(?<![a-z0-9])(?:(?:tp\.?|thanh\s+pho)\s*)?(?:haiphong|hai\s+phong)(?:\s+city)?(?![a-z0-9])', 'hai phong', 'g'),
    '(?<![a-z0-9])(?:(?:tp\.?|thanh\s+pho)\s*)?(?:cantho|can\s+tho)(?:\s+city)?(?![a-z0-9])', 'can tho', 'g')
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
