CREATE TABLE "approval_decisions" (
	"approval_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_decisions_approval_id_user_id_pk" PRIMARY KEY("approval_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"from_stage" text NOT NULL,
	"rule" text NOT NULL,
	"approver_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stage_gates" (
	"team_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"rule" text DEFAULT 'all' NOT NULL,
	"approver_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"role_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"due_in_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_gates_team_id_stage_pk" PRIMARY KEY("team_id","stage")
);
--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_approval_id_product_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."product_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_approvals" ADD CONSTRAINT "product_approvals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_approvals" ADD CONSTRAINT "product_approvals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_approvals" ADD CONSTRAINT "product_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_gates" ADD CONSTRAINT "stage_gates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_approvals_one_pending_idx" ON "product_approvals" USING btree ("product_id") WHERE "product_approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "product_approvals_product_idx" ON "product_approvals" USING btree ("product_id","requested_at");--> statement-breakpoint
CREATE INDEX "product_approvals_team_pending_idx" ON "product_approvals" USING btree ("team_id") WHERE "product_approvals"."status" = 'pending';