-- hand-written: partial part numbers by 4-character grams (ADR 0059). The trigram index answered
-- `key LIKE '%…%'` by intersecting a posting list per trigram of the typed number, and digit trigrams
-- are common: 4-14 ms at a million products. Four-character grams are about ten times rarer, and a
-- search asks only for the few that cover the typed number; LIKE still decides.
CREATE OR REPLACE FUNCTION number_grams(key text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  grams text[] := '{}';
BEGIN
  FOR i IN 1 .. length(key) - 3 LOOP
    grams := grams || substr(key, i, 4);
  END LOOP;
  RETURN grams;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS part_number_lookup_key_grams_idx ON part_number_lookup USING gin (number_grams(key)) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS part_number_lookup_key_trgm_idx;
