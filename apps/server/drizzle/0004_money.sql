CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "confirmation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"verified_user_id" integer NOT NULL,
	"duplicate_user_id" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_at" timestamp with time zone,
	CONSTRAINT "duplicate_accounts_distinct_check" CHECK ("duplicate_accounts"."verified_user_id" <> "duplicate_accounts"."duplicate_user_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_requests" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"project_id" integer,
	"provider" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"debits_must_not_exceed_credits" boolean DEFAULT false NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_totals_check" CHECK ("ledger_accounts"."debits_posted" >= 0 AND "ledger_accounts"."credits_posted" >= 0 AND "ledger_accounts"."debits_pending" >= 0 AND "ledger_accounts"."credits_pending" >= 0),
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK (NOT "ledger_accounts"."debits_must_not_exceed_credits" OR "ledger_accounts"."debits_posted" + "ledger_accounts"."debits_pending" <= "ledger_accounts"."credits_posted")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"phase" text NOT NULL,
	"pending_id" bigint,
	"code" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"batch_id" text,
	"reference_type" text,
	"reference_id" text,
	"description" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_check" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_accounts_check" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_phase_check" CHECK (("ledger_transfers"."phase" IN ('posted', 'pending') AND "ledger_transfers"."pending_id" IS NULL) OR ("ledger_transfers"."phase" IN ('post_pending', 'void_pending') AND "ledger_transfers"."pending_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"iban" text NOT NULL,
	"reference" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"user_id" integer,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"details" text,
	"status" text NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_amount_check" CHECK ("provider_transactions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"pending_transfer_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"reason" text,
	"reviewed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_files" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_source" text DEFAULT 'connectPay' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merged_into_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD CONSTRAINT "confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_accounts" ADD CONSTRAINT "duplicate_accounts_verified_user_id_users_id_fk" FOREIGN KEY ("verified_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_accounts" ADD CONSTRAINT "duplicate_accounts_duplicate_user_id_users_id_fk" FOREIGN KEY ("duplicate_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_accounts" ADD CONSTRAINT "duplicate_accounts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_requests" ADD CONSTRAINT "idempotency_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id","removed_at");--> statement-breakpoint
CREATE INDEX "confirmation_codes_user_idx" ON "confirmation_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_accounts_pair_idx" ON "duplicate_accounts" USING btree ("verified_user_id","duplicate_user_id");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_pending_once_idx" ON "ledger_transfers" USING btree ("pending_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_user_provider_idx" ON "payment_accounts" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_provider_account_idx" ON "payment_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_iban_idx" ON "payment_accounts" USING btree ("iban");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_provider_id_idx" ON "provider_transactions" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_user_idx" ON "provider_transactions" USING btree ("user_id","booked_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "user_files" ADD CONSTRAINT "user_files_person_id_company_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."company_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "ledger_transfers_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers rows are immutable (%)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_immutable"();
