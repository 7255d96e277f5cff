CREATE TABLE "techpack_exports" (
	"key" text PRIMARY KEY NOT NULL,
	"revision_id" uuid NOT NULL,
	"format" text NOT NULL,
	"paper" text NOT NULL,
	"with_costs" boolean NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "techpack_exports_revision_idx" ON "techpack_exports" USING btree ("revision_id");