CREATE TABLE "construction_callouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_construction" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "construction_callouts" ADD CONSTRAINT "construction_callouts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_callouts" ADD CONSTRAINT "construction_callouts_file_id_product_items_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_callouts" ADD CONSTRAINT "construction_callouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_construction" ADD CONSTRAINT "product_construction_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_construction" ADD CONSTRAINT "product_construction_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_construction" ADD CONSTRAINT "product_construction_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "construction_callouts_product_number_idx" ON "construction_callouts" USING btree ("product_id","number");--> statement-breakpoint
CREATE INDEX "construction_callouts_file_idx" ON "construction_callouts" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "construction_callouts_created_by_idx" ON "construction_callouts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "product_construction_team_idx" ON "product_construction" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "product_construction_updated_by_idx" ON "product_construction" USING btree ("updated_by");