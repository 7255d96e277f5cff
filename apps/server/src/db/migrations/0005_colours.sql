CREATE TABLE "colour_favorites" (
	"user_id" uuid NOT NULL,
	"colour_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colour_favorites_pkey" PRIMARY KEY("user_id","colour_id")
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"hex_code" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colour_favorites" ADD CONSTRAINT "colour_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_favorites" ADD CONSTRAINT "colour_favorites_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colours" ADD CONSTRAINT "colours_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colours" ADD CONSTRAINT "colours_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colour_favorites_colour_id_idx" ON "colour_favorites" USING btree ("colour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "colours_team_code_key" ON "colours" USING btree ("team_id",lower("code"));--> statement-breakpoint
CREATE INDEX "colours_team_name_idx" ON "colours" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "colours_team_created_idx" ON "colours" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "colours_created_by_idx" ON "colours" USING btree ("created_by");