CREATE TABLE "product_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "product_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"before" text,
	"after" text,
	"subject" text,
	"actor_id" uuid,
	"visitor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_events_product_seq_idx" ON "product_events" USING btree ("product_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_events_product_kind_idx" ON "product_events" USING btree ("product_id","kind","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_events_actor_idx" ON "product_events" USING btree ("actor_id");