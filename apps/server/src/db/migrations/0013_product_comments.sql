CREATE TABLE "product_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"file_id" uuid,
	"parent_id" uuid,
	"author_id" uuid,
	"visitor_name" text,
	"text" text NOT NULL,
	"x" real,
	"y" real,
	"resolved_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_file_id_product_items_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_parent_id_product_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_comments_product_file_idx" ON "product_comments" USING btree ("product_id","file_id","created_at");--> statement-breakpoint
CREATE INDEX "product_comments_file_idx" ON "product_comments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "product_comments_parent_idx" ON "product_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_comments_author_idx" ON "product_comments" USING btree ("author_id");