-- Merges made before decision 208's "unlocks move" rule copied unlock rows onto the survivor and left
-- the originals on the hidden record, so the Free plan counted one person twice. Move what is left to
-- the live record at the end of each merge chain (keeping the earlier unlock) and drop the originals.
WITH RECURSIVE "chain" ("id", "root", "depth") AS (
  SELECT "id", "merged_into", 1 FROM "candidates" WHERE "merged_into" IS NOT NULL
  UNION ALL
  SELECT "chain"."id", c."merged_into", "chain"."depth" + 1
  FROM "chain" JOIN "candidates" c ON c."id" = "chain"."root"
  WHERE c."merged_into" IS NOT NULL AND "chain"."depth" < 100
), "live" AS (
  SELECT "chain"."id", "chain"."root" FROM "chain"
  JOIN "candidates" r ON r."id" = "chain"."root" AND r."merged_into" IS NULL
)
INSERT INTO "candidate_unlocks" ("employer_id", "candidate_id", "unlocked_at")
SELECT u."employer_id", "live"."root", min(u."unlocked_at")
FROM "candidate_unlocks" u JOIN "live" ON "live"."id" = u."candidate_id"
GROUP BY u."employer_id", "live"."root"
ON CONFLICT ("employer_id", "candidate_id")
DO UPDATE SET "unlocked_at" = least("candidate_unlocks"."unlocked_at", excluded."unlocked_at");
--> statement-breakpoint
DELETE FROM "candidate_unlocks" u USING "candidates" c
WHERE c."id" = u."candidate_id" AND c."merged_into" IS NOT NULL;
