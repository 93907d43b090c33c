CREATE TABLE "company_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"business_activity_industry" text,
	"business_activity_sub_industry" text,
	"governmental_license_is_licensed" boolean,
	"country_id" integer,
	"identity_step" text DEFAULT 'persons' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" text NOT NULL,
	"nationality" text NOT NULL,
	"is_director" boolean DEFAULT false NOT NULL,
	"is_representative" boolean DEFAULT false NOT NULL,
	"is_ubo" boolean DEFAULT false NOT NULL,
	"ownership_bps" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD COLUMN "kind" text DEFAULT 'investor' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_persons" ADD CONSTRAINT "company_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_persons_user_idx" ON "company_persons" USING btree ("user_id","deleted_at");