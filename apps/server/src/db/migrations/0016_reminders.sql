CREATE TABLE "reminder_firings" (
	"reminder_id" uuid NOT NULL,
	"occurrence" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_late" boolean DEFAULT false NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reminder_firings_reminder_id_occurrence_pk" PRIMARY KEY("reminder_id","occurrence")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"product_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"repeat" text,
	"repeat_until" timestamp with time zone,
	"repeat_count" integer,
	"rrule" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"lead_minutes" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"is_snoozed" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_firings" ADD CONSTRAINT "reminder_firings_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_team_order_idx" ON "reminders" USING btree ("team_id",("done_at" is not null),"next_at","id");--> statement-breakpoint
CREATE INDEX "reminders_team_due_idx" ON "reminders" USING btree ("team_id","due_at");--> statement-breakpoint
CREATE INDEX "reminders_created_by_idx" ON "reminders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "reminders_product_idx" ON "reminders" USING btree ("product_id");