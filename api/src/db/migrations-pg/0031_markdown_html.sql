ALTER TABLE "comments" ADD COLUMN "content_html" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "description_html" text;