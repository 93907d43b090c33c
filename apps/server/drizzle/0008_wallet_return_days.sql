CREATE TABLE "wallet_return_days" (
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"day" date NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"debited" bigint DEFAULT 0 NOT NULL,
	"last_credit_at" timestamp with time zone,
	CONSTRAINT "wallet_return_days_account_id_code_day_pk" PRIMARY KEY("account_id","code","day")
);
--> statement-breakpoint
ALTER TABLE "wallet_return_days" ADD CONSTRAINT "wallet_return_days_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 0032: the aggregate is kept by the database in the transaction that inserts a transfer.
-- The WHEN clause and the codes are those of ledger_transfers_wallet_returns_idx; the day is spelled as there.
CREATE FUNCTION "wallet_return_days_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_accounts WHERE id = NEW.credit_account_id AND kind = 'wallet') THEN
    INSERT INTO wallet_return_days AS w (account_id, code, day, credited, last_credit_at)
    VALUES (NEW.credit_account_id, NEW.code, (NEW.created_at AT TIME ZONE 'Europe/Vilnius')::date, NEW.amount, NEW.created_at)
    ON CONFLICT (account_id, code, day) DO UPDATE
      SET credited = w.credited + EXCLUDED.credited, last_credit_at = GREATEST(w.last_credit_at, EXCLUDED.last_credit_at);
  END IF;
  IF NEW.code = 'fee' AND EXISTS (SELECT 1 FROM ledger_accounts WHERE id = NEW.debit_account_id AND kind = 'wallet') THEN
    INSERT INTO wallet_return_days AS w (account_id, code, day, debited)
    VALUES (NEW.debit_account_id, NEW.code, (NEW.created_at AT TIME ZONE 'Europe/Vilnius')::date, NEW.amount)
    ON CONFLICT (account_id, code, day) DO UPDATE SET debited = w.debited + EXCLUDED.debited;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "wallet_return_days_after_insert" AFTER INSERT ON "ledger_transfers" FOR EACH ROW
  WHEN (NEW.phase IN ('posted', 'post_pending') AND NEW.code IN ('principal', 'interest', 'late_interest', 'market_sale', 'bonus', 'fee'))
  EXECUTE FUNCTION "wallet_return_days_add"();
--> statement-breakpoint
-- What was booked before this migration (also what rebuildWalletReturnDays in ledger.aggregates.ts writes).
INSERT INTO "wallet_return_days" ("account_id", "code", "day", "credited", "debited", "last_credit_at")
SELECT account_id, code, day, sum(credited), sum(debited), max(last_credit_at) FROM (
  SELECT lt.credit_account_id AS account_id, lt.code, (lt.created_at AT TIME ZONE 'Europe/Vilnius')::date AS day, lt.amount AS credited, 0 AS debited, lt.created_at AS last_credit_at
  FROM ledger_transfers lt JOIN ledger_accounts a ON a.id = lt.credit_account_id AND a.kind = 'wallet'
  WHERE lt.phase IN ('posted', 'post_pending') AND lt.code IN ('principal', 'interest', 'late_interest', 'market_sale', 'bonus', 'fee')
  UNION ALL
  SELECT lt.debit_account_id, lt.code, (lt.created_at AT TIME ZONE 'Europe/Vilnius')::date, 0, lt.amount, NULL
  FROM ledger_transfers lt JOIN ledger_accounts a ON a.id = lt.debit_account_id AND a.kind = 'wallet'
  WHERE lt.phase IN ('posted', 'post_pending') AND lt.code = 'fee'
) legs GROUP BY account_id, code, day;
