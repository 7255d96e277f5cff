DROP INDEX "media_files_team_id_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
UPDATE "products" SET "updated_by" = "created_by";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_team_created_idx" ON "media_files" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "products_team_updated_idx" ON "products" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE INDEX "products_updated_by_idx" ON "products" USING btree ("updated_by");