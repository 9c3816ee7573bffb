ALTER TABLE "uploads" ADD COLUMN "bytes" "bytea";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "content_type" text;