CREATE TABLE "fit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "fit_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"pom_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"supplier" numeric(10, 4),
	"own" numeric(10, 4),
	"revised" numeric(10, 4),
	"comment" text,
	"spec" numeric(10, 4),
	"tolerance_minus" numeric(10, 4) NOT NULL,
	"tolerance_plus" numeric(10, 4) NOT NULL,
	"spec_revision" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fit_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"round" text NOT NULL,
	"sample_size" text NOT NULL,
	"arrived_at" date,
	"spec_revision" integer NOT NULL,
	"applied_revision" integer,
	"applied_at" timestamp with time zone,
	"applied_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fit_entries" ADD CONSTRAINT "fit_entries_session_id_fit_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."fit_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_entries" ADD CONSTRAINT "fit_entries_pom_id_poms_id_fk" FOREIGN KEY ("pom_id") REFERENCES "public"."poms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_entries" ADD CONSTRAINT "fit_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_sessions" ADD CONSTRAINT "fit_sessions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_sessions" ADD CONSTRAINT "fit_sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_sessions" ADD CONSTRAINT "fit_sessions_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_sessions" ADD CONSTRAINT "fit_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fit_entries_session_idx" ON "fit_entries" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "fit_entries_pom_idx" ON "fit_entries" USING btree ("pom_id");--> statement-breakpoint
CREATE INDEX "fit_entries_created_by_idx" ON "fit_entries" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "fit_sessions_product_idx" ON "fit_sessions" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fit_sessions_team_idx" ON "fit_sessions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "fit_sessions_applied_by_idx" ON "fit_sessions" USING btree ("applied_by");--> statement-breakpoint
CREATE INDEX "fit_sessions_created_by_idx" ON "fit_sessions" USING btree ("created_by");