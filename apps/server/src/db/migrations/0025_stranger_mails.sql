CREATE TABLE "stranger_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stranger_mails" ADD CONSTRAINT "stranger_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stranger_mails" ADD CONSTRAINT "stranger_mails_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stranger_mails_user_idx" ON "stranger_mails" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stranger_mails_team_idx" ON "stranger_mails" USING btree ("team_id","created_at");