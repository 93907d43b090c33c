CREATE TABLE "market_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"investment_id" integer NOT NULL,
	"seller_user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"sold_cents" bigint DEFAULT 0 NOT NULL,
	"premium_bps" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_on" text NOT NULL,
	"cancelled_reason" text,
	"cancelled_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_listings_amount_check" CHECK ("market_listings"."amount_cents" >= 0 AND "market_listings"."sold_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_pauses" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"paused_by_user_id" integer,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"seller_investment_id" integer NOT NULL,
	"buyer_investment_id" integer NOT NULL,
	"seller_user_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"principal_cents" bigint NOT NULL,
	"premium_cents" bigint NOT NULL,
	"accrued_interest_cents" bigint NOT NULL,
	"price_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"premium_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_trades_amounts_check" CHECK ("market_trades"."principal_cents" > 0 AND "market_trades"."price_cents" > 0 AND "market_trades"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_pauses" ADD CONSTRAINT "market_pauses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_pauses" ADD CONSTRAINT "market_pauses_paused_by_user_id_users_id_fk" FOREIGN KEY ("paused_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trades" ADD CONSTRAINT "market_trades_listing_id_market_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."market_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trades" ADD CONSTRAINT "market_trades_seller_investment_id_investments_id_fk" FOREIGN KEY ("seller_investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trades" ADD CONSTRAINT "market_trades_buyer_investment_id_investments_id_fk" FOREIGN KEY ("buyer_investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trades" ADD CONSTRAINT "market_trades_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_trades" ADD CONSTRAINT "market_trades_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_listings_status_idx" ON "market_listings" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "market_listings_investment_idx" ON "market_listings" USING btree ("investment_id","status");--> statement-breakpoint
CREATE INDEX "market_listings_seller_idx" ON "market_listings" USING btree ("seller_user_id","id");--> statement-breakpoint
CREATE INDEX "market_listings_project_idx" ON "market_listings" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "market_trades_listing_idx" ON "market_trades" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "market_trades_buyer_idx" ON "market_trades" USING btree ("buyer_user_id","id");--> statement-breakpoint
CREATE INDEX "market_trades_seller_idx" ON "market_trades" USING btree ("seller_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_trades_buyer_investment_idx" ON "market_trades" USING btree ("buyer_investment_id");