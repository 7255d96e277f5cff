ALTER TABLE "products" ADD COLUMN "style_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "composition" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "wholesale_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retail_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_to" date;