ALTER TABLE "categories" ADD COLUMN "is_hot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "in_menu" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing catalogues keep the spec's default hot and menu categories (they were constants until now).
UPDATE "categories" SET "is_hot" = true WHERE "cid" IN ('13', '1003', '1019', '1011', '16', '30', '08', '03');--> statement-breakpoint
UPDATE "categories" SET "in_menu" = true WHERE "cid" IN ('13', '12', '10', '08', '09');
