CREATE TABLE "chat_message_files" (
	"path" text PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ext" text NOT NULL,
	"size" bigint NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_path_media_files_path_fk" FOREIGN KEY ("path") REFERENCES "public"."media_files"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_files_message_idx" ON "chat_message_files" USING btree ("message_id","position");