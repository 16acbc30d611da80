-- Merges made before decision 208's "unlocks move" rule copied unlock rows onto the survivor and left
-- the originals on the hidden record, so the Free plan counted one person twice. Move what is left
-- (keeping the earlier unlock) and drop the originals.
INSERT INTO "candidate_unlocks" ("employer_id", "candidate_id", "unlocked_at")
SELECT u."employer_id", c."merged_into", min(u."unlocked_at")
FROM "candidate_unlocks" u JOIN "candidates" c ON c."id" = u."candidate_id"
WHERE c."merged_into" IS NOT NULL
GROUP BY u."employer_id", c."merged_into"
ON CONFLICT ("employer_id", "candidate_id")
DO UPDATE SET "unlocked_at" = least("candidate_unlocks"."unlocked_at", excluded."unlocked_at");
--> statement-breakpoint
DELETE FROM "candidate_unlocks" u USING "candidates" c
WHERE c."id" = u."candidate_id" AND c."merged_into" IS NOT NULL;
