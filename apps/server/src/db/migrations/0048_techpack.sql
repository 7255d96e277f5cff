CREATE TABLE "techpack_files" (
	"revision_id" uuid NOT NULL,
	"path" text NOT NULL,
	CONSTRAINT "techpack_files_revision_id_path_pk" PRIMARY KEY("revision_id","path")
);
--> statement-breakpoint
CREATE TABLE "techpack_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"letter" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"note" text,
	"released_by" uuid,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "techpack_files" ADD CONSTRAINT "techpack_files_revision_id_techpack_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."techpack_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techpack_files" ADD CONSTRAINT "techpack_files_path_media_files_path_fk" FOREIGN KEY ("path") REFERENCES "public"."media_files"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techpack_revisions" ADD CONSTRAINT "techpack_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techpack_revisions" ADD CONSTRAINT "techpack_revisions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "techpack_revisions" ADD CONSTRAINT "techpack_revisions_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "techpack_files_path_idx" ON "techpack_files" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "techpack_revisions_product_seq_key" ON "techpack_revisions" USING btree ("product_id","seq");--> statement-breakpoint
CREATE INDEX "techpack_revisions_team_idx" ON "techpack_revisions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "techpack_revisions_released_by_idx" ON "techpack_revisions" USING btree ("released_by");