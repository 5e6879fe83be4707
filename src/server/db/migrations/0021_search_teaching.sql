CREATE TABLE "search_query_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"site" varchar(4) NOT NULL,
	"lang" varchar(4) NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"term" text NOT NULL,
	"target" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_vocabulary_rules_kind_check" CHECK (kind IN ('synonym', 'rewrite'))
);
--> statement-breakpoint
ALTER TABLE "search_vocabulary_rules" ADD CONSTRAINT "search_vocabulary_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_query_days_key_idx" ON "search_query_days" USING btree ("day","site","lang","query");--> statement-breakpoint
CREATE UNIQUE INDEX "search_vocabulary_rules_pair_idx" ON "search_vocabulary_rules" USING btree ("kind","term","target");--> statement-breakpoint
CREATE UNIQUE INDEX "search_vocabulary_rules_rewrite_idx" ON "search_vocabulary_rules" USING btree ("term") WHERE kind = 'rewrite';--> statement-breakpoint
-- Hand-written: every statement that writes the operator's vocabulary bumps its version, whoever runs
-- it (the console on any instance, a script, an operator's SQL); each instance re-reads the version
-- every few seconds and reloads the rules when it moved (src/server/search/teaching/operator-vocabulary.ts).
CREATE OR REPLACE FUNCTION bump_search_vocabulary_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_settings (key, value, updated_at) VALUES ('search_vocabulary_version', '1', now())
  ON CONFLICT (key) DO UPDATE SET value = (app_settings.value::bigint + 1)::text, updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_vocabulary_rules_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_vocabulary_rules
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_vocabulary_version();
