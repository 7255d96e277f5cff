-- Points of measure in global search (issue 45 §1). Written by hand, as 0028_search: the stored
-- full-text document (code and name weighted A, how to measure B, English stemming) is not
-- declared in the Drizzle schema, so no `select()` of the library reads it; GIN indexes for the
-- document and trigrams for the name and code (substring and one-letter-off matches).
ALTER TABLE "poms" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "code" || ' ' || "name"), 'A')
  || setweight(to_tsvector('english'::regconfig, "how_to_measure"), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "poms_search_idx" ON "poms" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "poms_name_trgm_idx" ON "poms" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "poms_code_trgm_idx" ON "poms" USING gin ("code" gin_trgm_ops);
