CREATE TABLE "designmate_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designmate_uploads" ADD CONSTRAINT "designmate_uploads_conversation_id_designmate_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."designmate_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designmate_uploads" ADD CONSTRAINT "designmate_uploads_path_media_files_path_fk" FOREIGN KEY ("path") REFERENCES "public"."media_files"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designmate_uploads_conversation_idx" ON "designmate_uploads" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "designmate_uploads_path_idx" ON "designmate_uploads" USING btree ("path");