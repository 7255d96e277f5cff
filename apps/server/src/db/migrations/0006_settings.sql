CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company" jsonb,
	"company_logo" text,
	"email" jsonb,
	"general" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_company_logo_media_files_path_fk" FOREIGN KEY ("company_logo") REFERENCES "public"."media_files"("path") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_settings_company_logo_idx" ON "user_settings" USING btree ("company_logo");