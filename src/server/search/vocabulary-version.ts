import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { PARTS_DICTIONARY } from './chinese';
import synonymData from './data/synonyms.json';
import { markAllSearchTermsStale } from './refresh-search-terms';

/** The app_settings row naming the shipped vocabulary (synonyms.json, the dictionary) products' search terms were built with. */
export const SEARCH_VOCABULARY_KEY = 'shipped_search_vocabulary';

/** A fingerprint of the shipped vocabulary: the synonym groups and the segmenter's dictionary. */
export function searchVocabularyVersion(): string {
  return createHash('sha256')
    .update(JSON.stringify(synonymData.groups))
    .update('\n')
    .update(fs.readFileSync(PARTS_DICTIONARY))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Products' search terms depend on the vocabulary: a release that changes it marks every product stale,
 * once (the first instance to start records the new version; the others see it unchanged), and the
 * background catch-up re-segments them. A store upgraded in place then finds products by the new names
 * without anyone running the reindex command. Returns whether it marked them.
 */
export async function refreshSearchVocabulary(db: Db, version = searchVocabularyVersion()): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO app_settings (key, value) VALUES (${SEARCH_VOCABULARY_KEY}, ${version})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
    WHERE app_settings.value <> EXCLUDED.value
    RETURNING key`);
  const changed = (result as unknown as { rows: unknown[] }).rows.length > 0;
  if (changed) await markAllSearchTermsStale(db);
  return changed;
}

/** The seed writes terms with the current vocabulary: it records that, so the next start marks nothing. */
export async function recordSearchVocabulary(db: Db, version = searchVocabularyVersion()): Promise<void> {
  await db.execute(sql`
    INSERT INTO app_settings (key, value) VALUES (${SEARCH_VOCABULARY_KEY}, ${version})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`);
}
