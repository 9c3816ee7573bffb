ALTER TABLE "features" ADD COLUMN "status_changed_at" text;
