CREATE TABLE "designmate_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designmate_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"skill" text,
	"product_id" uuid,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designmate_conversations" ADD CONSTRAINT "designmate_conversations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designmate_conversations" ADD CONSTRAINT "designmate_conversations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designmate_conversations" ADD CONSTRAINT "designmate_conversations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designmate_messages" ADD CONSTRAINT "designmate_messages_conversation_id_designmate_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."designmate_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designmate_messages" ADD CONSTRAINT "designmate_messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designmate_messages" ADD CONSTRAINT "designmate_messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designmate_conversations_owner_idx" ON "designmate_conversations" USING btree ("owner_id","team_id","updated_at");--> statement-breakpoint
CREATE INDEX "designmate_conversations_team_idx" ON "designmate_conversations" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "designmate_conversations_product_idx" ON "designmate_conversations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "designmate_messages_conversation_idx" ON "designmate_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "designmate_messages_team_created_idx" ON "designmate_messages" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "designmate_messages_product_idx" ON "designmate_messages" USING btree ("product_id");