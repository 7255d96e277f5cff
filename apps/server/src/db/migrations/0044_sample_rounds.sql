CREATE TABLE "sample_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_rounds" ADD CONSTRAINT "sample_rounds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sample_rounds_team_name_key" ON "sample_rounds" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sample_rounds_team_position_idx" ON "sample_rounds" USING btree ("team_id","position");