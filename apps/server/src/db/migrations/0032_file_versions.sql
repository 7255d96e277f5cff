CREATE TABLE "product_file_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"ext" text NOT NULL,
	"size" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_comments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_file_versions" ADD CONSTRAINT "product_file_versions_item_id_product_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_file_versions" ADD CONSTRAINT "product_file_versions_path_media_files_path_fk" FOREIGN KEY ("path") REFERENCES "public"."media_files"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_file_versions" ADD CONSTRAINT "product_file_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_file_versions_item_number_key" ON "product_file_versions" USING btree ("item_id","number");--> statement-breakpoint
CREATE INDEX "product_file_versions_path_idx" ON "product_file_versions" USING btree ("path");