CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "investment_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"is_green" boolean DEFAULT false NOT NULL,
	"titles" jsonb NOT NULL,
	CONSTRAINT "investment_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_translations" (
	"project_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"long_description" text NOT NULL,
	"risks" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	CONSTRAINT "project_translations_project_id_locale_pk" PRIMARY KEY("project_id","locale")
);
--> statement-breakpoint
CREATE TABLE "project_visible_users" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "project_visible_users_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"investment_type_id" integer NOT NULL,
	"risk_group_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"owner_user_id" integer,
	"owner_name" text NOT NULL,
	"interest_rate_bps" integer NOT NULL,
	"term_months" integer NOT NULL,
	"repayment_method" text NOT NULL,
	"target_cents" bigint NOT NULL,
	"funded_cents" bigint DEFAULT 0 NOT NULL,
	"min_investment_cents" bigint NOT NULL,
	"max_investment_cents" bigint,
	"ltv_bps" integer,
	"funding_deadline" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_number_unique" UNIQUE("number"),
	CONSTRAINT "projects_slug_unique" UNIQUE("slug"),
	CONSTRAINT "projects_amounts_check" CHECK ("projects"."target_cents" > 0 AND "projects"."funded_cents" >= 0 AND "projects"."funded_cents" <= "projects"."target_cents" AND "projects"."min_investment_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "risk_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "risk_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text DEFAULT 'private' NOT NULL,
	"role" text DEFAULT 'investor' NOT NULL,
	"is_debtor" boolean DEFAULT false NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_translations" ADD CONSTRAINT "project_translations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visible_users" ADD CONSTRAINT "project_visible_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visible_users" ADD CONSTRAINT "project_visible_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_investment_type_id_investment_types_id_fk" FOREIGN KEY ("investment_type_id") REFERENCES "public"."investment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_risk_group_id_risk_groups_id_fk" FOREIGN KEY ("risk_group_id") REFERENCES "public"."risk_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_photos_position_idx" ON "project_photos" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "projects_status_published_idx" ON "projects" USING btree ("status","published_at");