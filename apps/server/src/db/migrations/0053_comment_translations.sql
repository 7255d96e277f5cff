CREATE TABLE "comment_translations" (
	"comment_id" uuid NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_translations_comment_id_language_pk" PRIMARY KEY("comment_id","language")
);
--> statement-breakpoint
ALTER TABLE "comment_translations" ADD CONSTRAINT "comment_translations_comment_id_product_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."product_comments"("id") ON DELETE cascade ON UPDATE no action;