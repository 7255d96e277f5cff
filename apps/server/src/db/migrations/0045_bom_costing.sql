CREATE TABLE "product_bom_colourways" (
	"product_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"colour_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "product_bom_colourways_product_id_id_pk" PRIMARY KEY("product_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_bom_lines" (
	"product_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"placement" text DEFAULT '' NOT NULL,
	"supplier" text DEFAULT '' NOT NULL,
	"quantity" numeric(16, 4) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(16, 4),
	"currency" text,
	"waste_percent" numeric(16, 4) DEFAULT '0' NOT NULL,
	"colours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"not_used_in" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "product_bom_lines_product_id_id_pk" PRIMARY KEY("product_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_boms" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_costings" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"labour_mode" text NOT NULL,
	"labour" numeric(16, 4) NOT NULL,
	"overhead_mode" text NOT NULL,
	"overhead" numeric(16, 4) NOT NULL,
	"freight_mode" text NOT NULL,
	"freight" numeric(16, 4) NOT NULL,
	"duty_mode" text NOT NULL,
	"duty" numeric(16, 4) NOT NULL,
	"target_cost" numeric(16, 4),
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_costing" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_currency_rates" (
	"team_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"rated_on" date NOT NULL,
	CONSTRAINT "team_currency_rates_team_id_currency_pk" PRIMARY KEY("team_id","currency")
);
--> statement-breakpoint
ALTER TABLE "product_bom_colourways" ADD CONSTRAINT "product_bom_colourways_product_id_product_boms_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_boms"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_bom_lines" ADD CONSTRAINT "product_bom_lines_product_id_product_boms_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_boms"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_boms" ADD CONSTRAINT "product_boms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_boms" ADD CONSTRAINT "product_boms_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_boms" ADD CONSTRAINT "product_boms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_costings" ADD CONSTRAINT "product_costings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_costings" ADD CONSTRAINT "product_costings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_costings" ADD CONSTRAINT "product_costings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_costing" ADD CONSTRAINT "team_costing_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_costing" ADD CONSTRAINT "team_costing_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_currency_rates" ADD CONSTRAINT "team_currency_rates_team_id_team_costing_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team_costing"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_boms_team_idx" ON "product_boms" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "product_boms_updated_by_idx" ON "product_boms" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "product_costings_team_idx" ON "product_costings" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "product_costings_updated_by_idx" ON "product_costings" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "team_costing_updated_by_idx" ON "team_costing" USING btree ("updated_by");