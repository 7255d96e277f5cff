CREATE TABLE "fit_photos" (
	"session_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"position" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fit_photos_session_id_file_id_pk" PRIMARY KEY("session_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "fit_photos" ADD CONSTRAINT "fit_photos_session_id_fit_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."fit_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_photos" ADD CONSTRAINT "fit_photos_file_id_product_items_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_photos" ADD CONSTRAINT "fit_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fit_photos_file_idx" ON "fit_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "fit_photos_created_by_idx" ON "fit_photos" USING btree ("created_by");