-- Steps recorded before typed values were judged at upload may still hold values the organization's
-- rules withhold (an e-mail address, a card number, a do-not-show term). The rules are code, so the
-- pass is a job per organization that has typed values (modules/recordings/withholdTypedValues.ts).
INSERT INTO "jobs" ("organization_id", "type", "payload", "batch_key")
SELECT o."id", 'withhold-typed-values', '{}'::jsonb, 'withhold-typed-values:' || o."id" || ':withhold-typed-values'
FROM "organizations" o
WHERE EXISTS (SELECT 1 FROM "steps" s WHERE s."organization_id" = o."id" AND s."typed_value" IS NOT NULL);
