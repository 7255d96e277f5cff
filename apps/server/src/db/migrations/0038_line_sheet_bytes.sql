ALTER TABLE "line_sheets" ADD COLUMN "bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "line_sheets_team_idx" ON "line_sheets" USING btree ("team_id");