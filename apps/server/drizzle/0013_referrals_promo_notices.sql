CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tone" text DEFAULT 'info' NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"dismissible" boolean DEFAULT true NOT NULL,
	"texts" jsonb NOT NULL,
	"video_url" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_window_check" CHECK ("notices"."ends_at" > "notices"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"bonus_cents" bigint NOT NULL,
	"min_investment_cents" bigint DEFAULT 0 NOT NULL,
	"within_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"advertised" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_check" CHECK ("promo_codes"."bonus_cents" > 0 AND "promo_codes"."min_investment_cents" >= 0 AND "promo_codes"."within_days" > 0 AND "promo_codes"."ends_at" > "promo_codes"."starts_at" AND ("promo_codes"."max_uses" IS NULL OR "promo_codes"."max_uses" > 0) AND "promo_codes"."uses" >= 0 AND ("promo_codes"."max_uses" IS NULL OR "promo_codes"."uses" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"bonus_cents" bigint NOT NULL,
	"min_investment_cents" bigint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"referrer_bonus_cents" bigint NOT NULL,
	"friend_bonus_cents" bigint NOT NULL,
	"min_investment_cents" bigint NOT NULL,
	"within_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	CONSTRAINT "referral_settings_check" CHECK ("referral_settings"."id" = 1 AND "referral_settings"."referrer_bonus_cents" >= 0 AND "referral_settings"."friend_bonus_cents" >= 0 AND "referral_settings"."min_investment_cents" >= 0 AND "referral_settings"."within_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"friend_user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"referrer_bonus_cents" bigint,
	"friend_bonus_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "referrals_friend_user_id_unique" UNIQUE("friend_user_id"),
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referrer_user_id" <> "referrals"."friend_user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extended_debtor_flow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "debtor_identity_step" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "debtor_previous_identity_step" text;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_user_id_users_id_fk" FOREIGN KEY ("friend_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_window_idx" ON "notices" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_user_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_status_idx" ON "promo_redemptions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","id");--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("status","id");--> statement-breakpoint
UPDATE "users" SET "extended_debtor_flow" = "is_debtor";
