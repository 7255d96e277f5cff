ALTER TABLE "media_files" RENAME COLUMN "uploaded_by" TO "owner_id";--> statement-breakpoint
ALTER TABLE "media_files" DROP CONSTRAINT "media_files_uploaded_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "media_files_uploaded_by_idx";--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_team_id_idx" ON "media_files" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "media_files_owner_id_idx" ON "media_files" USING btree ("owner_id");--> statement-breakpoint
-- Swatches uploaded before files carried their team belong to their fabric's team.
UPDATE "media_files" SET "team_id" = "fabrics"."team_id" FROM "fabrics" WHERE "fabrics"."swatch_path" = "media_files"."path";
