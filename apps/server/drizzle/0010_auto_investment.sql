CREATE TABLE "auto_invest_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"max_cents" bigint NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reflection_ends_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"end_reason" text,
	"interest_min_bps" integer,
	"interest_max_bps" integer,
	"term_min" integer,
	"term_max" integer,
	"risk_groups" integer[] DEFAULT '{}' NOT NULL,
	"terms_version" integer NOT NULL,
	CONSTRAINT "auto_invest_mandates_spent_check" CHECK ("auto_invest_mandates"."spent_cents" >= 0 AND "auto_invest_mandates"."spent_cents" <= "auto_invest_mandates"."max_cents")
);
--> statement-breakpoint
CREATE TABLE "auto_invest_outcomes" (
	"project_id" integer NOT NULL,
	"strategy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"run_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "auto_invest_outcomes_project_id_strategy_id_pk" PRIMARY KEY("project_id","strategy_id")
);
--> statement-breakpoint
CREATE TABLE "auto_invest_projects" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"auto_funded_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_invest_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"candidates" integer DEFAULT 0 NOT NULL,
	"invested" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_invest_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"share_bps" integer NOT NULL,
	"manual_window_minutes" integer NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	CONSTRAINT "auto_invest_settings_single_check" CHECK ("auto_invest_settings"."id" = 1 AND "auto_invest_settings"."share_bps" BETWEEN 0 AND 10000 AND "auto_invest_settings"."manual_window_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auto_invest_strategies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"loan_types" integer[] DEFAULT '{}' NOT NULL,
	"countries" integer[] DEFAULT '{}' NOT NULL,
	"risk_groups" integer[] DEFAULT '{}' NOT NULL,
	"interest_min_bps" integer NOT NULL,
	"interest_max_bps" integer NOT NULL,
	"term_min" integer NOT NULL,
	"term_max" integer NOT NULL,
	"amount_per_project_cents" bigint NOT NULL,
	"max_share_bps" integer NOT NULL,
	"total_cap_cents" bigint,
	"cash_to_keep_cents" bigint DEFAULT 0 NOT NULL,
	"include_market" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"large_amount_acknowledged" boolean DEFAULT false NOT NULL,
	"invested_cents" bigint DEFAULT 0 NOT NULL,
	"investments_count" integer DEFAULT 0 NOT NULL,
	"queue_tag_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "auto_invest_strategies_ranges_check" CHECK ("auto_invest_strategies"."interest_min_bps" <= "auto_invest_strategies"."interest_max_bps" AND "auto_invest_strategies"."term_min" <= "auto_invest_strategies"."term_max" AND "auto_invest_strategies"."amount_per_project_cents" > 0 AND "auto_invest_strategies"."max_share_bps" > 0)
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "strategy_id" integer;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "mandate_id" integer;--> statement-breakpoint
ALTER TABLE "auto_invest_mandates" ADD CONSTRAINT "auto_invest_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_invest_outcomes" ADD CONSTRAINT "auto_invest_outcomes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_invest_outcomes" ADD CONSTRAINT "auto_invest_outcomes_strategy_id_auto_invest_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."auto_invest_strategies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_invest_projects" ADD CONSTRAINT "auto_invest_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_invest_runs" ADD CONSTRAINT "auto_invest_runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_invest_settings" ADD CONSTRAINT "auto_invest_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_invest_strategies" ADD CONSTRAINT "auto_invest_strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_invest_mandates_open_idx" ON "auto_invest_mandates" USING btree ("user_id") WHERE "auto_invest_mandates"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "auto_invest_outcomes_strategy_idx" ON "auto_invest_outcomes" USING btree ("strategy_id","at");--> statement-breakpoint
CREATE INDEX "auto_invest_runs_project_idx" ON "auto_invest_runs" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "auto_invest_strategies_queue_idx" ON "auto_invest_strategies" USING btree ("queue_tag_cents","id") WHERE "auto_invest_strategies"."active" AND "auto_invest_strategies"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "auto_invest_strategies_user_idx" ON "auto_invest_strategies" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "auto_invest_settings" ("id", "share_bps", "manual_window_minutes") VALUES (1, 7000, 60) ON CONFLICT DO NOTHING;
