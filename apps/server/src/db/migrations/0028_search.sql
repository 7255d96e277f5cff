-- Global search (issue 33). Written by hand, not declared in the Drizzle schema, so that no
-- `select()` of these tables ever reads a search document: each searchable table keeps a stored
-- full-text document (the title weighted A, the body B, English stemming) with a GIN index, and
-- names are matched by trigrams (pg_trgm, on PGlite loaded from its contrib build).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "name"), 'A')
  || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "product_comments" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, "text")) STORED;
--> statement-breakpoint
CREATE INDEX "product_comments_search_idx" ON "product_comments" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "product_items_name_trgm_idx" ON "product_items" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "colours_name_trgm_idx" ON "colours" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "colours_code_trgm_idx" ON "colours" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A')
  || setweight(to_tsvector('english'::regconfig, "description"), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "tasks_search_idx" ON "tasks" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A')
  || setweight(to_tsvector('english'::regconfig, "note"), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "reminders_search_idx" ON "reminders" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A')
  || setweight(to_tsvector('english'::regconfig, "location"), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "calendar_events_search_idx" ON "calendar_events" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('english'::regconfig, "text")) STORED;
--> statement-breakpoint
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A')
  || setweight(to_tsvector('english'::regconfig, "body"), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "announcements_search_idx" ON "announcements" USING gin ("search_vector");
