ALTER TABLE "uploads" ADD COLUMN "feature_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "comment_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "uploader_user_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "uploader_visitor_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_feature_idx" ON "uploads" USING btree ("feature_id") WHERE "uploads"."feature_id" is not null;--> statement-breakpoint
CREATE INDEX "uploads_comment_idx" ON "uploads" USING btree ("comment_id") WHERE "uploads"."comment_id" is not null;