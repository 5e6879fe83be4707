import type { Db } from '../../db/types';
import { logLine } from '../../notifications/log-line';
import { describeError } from '../../security/describe-error';
import type { AnalysedQuery } from '../analyze-query';
import { analyseWithVocabulary } from './apply-vocabulary';
import { EMPTY_VOCABULARY, operatorVocabulary, type OperatorVocabulary } from './operator-vocabulary';

const lastKnown = new WeakMap<Db, OperatorVocabulary>();

/**
 * The one seam between search and the operator's vocabulary: a keyword analysed as analyseQuery does,
 * with the rules taught in the console on top. Reading the rules never fails a search: without the
 * database's answer the last rules this process knew apply (none at first).
 */
export async function analyseTaughtQuery(db: Db, keyword: string): Promise<AnalysedQuery> {
  let vocabulary: OperatorVocabulary;
  try {
    vocabulary = await operatorVocabulary(db);
    lastKnown.set(db, vocabulary);
  } catch (err) {
    logLine('warn', 'search.vocabulary-unreadable', describeError(err));
    vocabulary = lastKnown.get(db) ?? EMPTY_VOCABULARY;
  }
  return analyseWithVocabulary(keyword, vocabulary);
}
