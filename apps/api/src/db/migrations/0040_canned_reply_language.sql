ALTER TABLE "support_canned_replies" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "support_canned_replies" ADD CONSTRAINT "support_canned_replies_locale_check" CHECK ("locale" in ('en', 'vi'));--> statement-breakpoint
-- Decision 1217: the language a name's "[VI]"/"[EN]" tag gave (decision 1209, any case) becomes the column, and the
-- tag leaves the name (a name that was only a tag keeps it); an untagged reply stays in any language (null).
UPDATE "support_canned_replies"
SET "locale" = lower(substring("title" from 2 for 2)),
    "title" = coalesce(nullif(regexp_replace("title", '^\[(en|vi)\][[:space:]]*', '', 'i'), ''), "title")
WHERE "title" ~* '^\[(en|vi)\]';
