CREATE TABLE "techpack_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"revision_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"email" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "techpack_links" ADD CONSTRAINT "techpack_links_revision_id_techpack_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."techpack_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techpack_links" ADD CONSTRAINT "techpack_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techpack_links" ADD CONSTRAINT "techpack_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techpack_links" ADD CONSTRAINT "techpack_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techpack_links" ADD CONSTRAINT "techpack_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "techpack_links_product_idx" ON "techpack_links" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "techpack_links_revision_idx" ON "techpack_links" USING btree ("revision_id");--> statement-breakpoint
CREATE INDEX "techpack_links_team_idx" ON "techpack_links" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "techpack_links_created_by_idx" ON "techpack_links" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "techpack_links_revoked_by_idx" ON "techpack_links" USING btree ("revoked_by");