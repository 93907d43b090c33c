ALTER TABLE "users" ADD COLUMN "terms_accepted_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;