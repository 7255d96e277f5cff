CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(16, 4),
	"currency" text,
	"image_path" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_image_path_media_files_path_fk" FOREIGN KEY ("image_path") REFERENCES "public"."media_files"("path") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "materials_team_name_key" ON "materials" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "materials_team_kind_name_idx" ON "materials" USING btree ("team_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "materials_image_path_idx" ON "materials" USING btree ("image_path");--> statement-breakpoint
CREATE INDEX "materials_created_by_idx" ON "materials" USING btree ("created_by");