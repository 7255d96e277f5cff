CREATE TABLE "pom_libraries" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"how_to_measure" text DEFAULT '' NOT NULL,
	"category" text,
	"tolerance_minus" numeric(10, 4) NOT NULL,
	"tolerance_plus" numeric(10, 4) NOT NULL,
	"position" integer NOT NULL,
	"diagram_product_id" uuid,
	"diagram_file_id" uuid,
	"starter" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_ranges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sizes" text[] NOT NULL,
	"base_size" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_spec_revisions" (
	"product_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_spec_revisions_product_id_revision_pk" PRIMARY KEY("product_id","revision")
);
--> statement-breakpoint
CREATE TABLE "product_spec_rows" (
	"product_id" uuid NOT NULL,
	"pom_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"base" numeric(10, 4),
	"grade_rule" jsonb,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tolerance_minus" numeric(10, 4) NOT NULL,
	"tolerance_plus" numeric(10, 4) NOT NULL,
	CONSTRAINT "product_spec_rows_product_id_pom_id_pk" PRIMARY KEY("product_id","pom_id")
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"sizes" text[] NOT NULL,
	"base_size" text NOT NULL,
	"revision" integer NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pom_libraries" ADD CONSTRAINT "pom_libraries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poms" ADD CONSTRAINT "poms_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poms" ADD CONSTRAINT "poms_diagram_product_id_products_id_fk" FOREIGN KEY ("diagram_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poms" ADD CONSTRAINT "poms_diagram_file_id_product_items_id_fk" FOREIGN KEY ("diagram_file_id") REFERENCES "public"."product_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poms" ADD CONSTRAINT "poms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_ranges" ADD CONSTRAINT "size_ranges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_revisions" ADD CONSTRAINT "product_spec_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_revisions" ADD CONSTRAINT "product_spec_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_rows" ADD CONSTRAINT "product_spec_rows_product_id_product_specs_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_specs"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_spec_rows" ADD CONSTRAINT "product_spec_rows_pom_id_poms_id_fk" FOREIGN KEY ("pom_id") REFERENCES "public"."poms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "poms_team_code_idx" ON "poms" USING btree ("team_id","code");--> statement-breakpoint
CREATE INDEX "poms_team_position_idx" ON "poms" USING btree ("team_id","position");--> statement-breakpoint
CREATE INDEX "poms_created_by_idx" ON "poms" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "poms_diagram_product_idx" ON "poms" USING btree ("diagram_product_id");--> statement-breakpoint
CREATE INDEX "poms_diagram_file_idx" ON "poms" USING btree ("diagram_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "size_ranges_team_name_idx" ON "size_ranges" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "size_ranges_team_position_idx" ON "size_ranges" USING btree ("team_id","position");--> statement-breakpoint
CREATE INDEX "product_spec_revisions_created_by_idx" ON "product_spec_revisions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "product_spec_rows_pom_idx" ON "product_spec_rows" USING btree ("pom_id");--> statement-breakpoint
CREATE INDEX "product_specs_team_idx" ON "product_specs" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "product_specs_updated_by_idx" ON "product_specs" USING btree ("updated_by");