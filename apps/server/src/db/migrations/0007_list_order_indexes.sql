DROP INDEX "categories_team_created_idx";--> statement-breakpoint
DROP INDEX "fabrics_team_created_idx";--> statement-breakpoint
DROP INDEX "seasons_team_created_idx";--> statement-breakpoint
DROP INDEX "sub_categories_team_created_idx";--> statement-breakpoint
DROP INDEX "tags_team_created_idx";--> statement-breakpoint
DROP INDEX "colours_team_created_idx";--> statement-breakpoint
CREATE INDEX "categories_team_created_idx" ON "categories" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "fabrics_team_created_idx" ON "fabrics" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "seasons_team_created_idx" ON "seasons" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sub_categories_team_created_idx" ON "sub_categories" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tags_team_created_idx" ON "tags" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "colours_team_created_idx" ON "colours" USING btree ("team_id","created_at","id");