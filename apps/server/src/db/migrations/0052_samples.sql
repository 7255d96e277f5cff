CREATE TABLE "sample_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"round" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"needed_by" date NOT NULL,
	"techpack_revision_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"proposed_date" date,
	"carrier" text,
	"tracking" text,
	"acknowledged_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"late_notified_at" timestamp with time zone,
	"sample_size" text,
	"fit_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_techpack_revision_id_techpack_revisions_id_fk" FOREIGN KEY ("techpack_revision_id") REFERENCES "public"."techpack_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_fit_id_fit_sessions_id_fk" FOREIGN KEY ("fit_id") REFERENCES "public"."fit_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_requests_product_idx" ON "sample_requests" USING btree ("product_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_requests_team_status_idx" ON "sample_requests" USING btree ("team_id","status","needed_by");--> statement-breakpoint
CREATE INDEX "sample_requests_supplier_idx" ON "sample_requests" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "sample_requests_techpack_idx" ON "sample_requests" USING btree ("techpack_revision_id");--> statement-breakpoint
CREATE INDEX "sample_requests_fit_idx" ON "sample_requests" USING btree ("fit_id");--> statement-breakpoint
CREATE INDEX "sample_requests_created_by_idx" ON "sample_requests" USING btree ("created_by");