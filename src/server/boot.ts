import { env } from '@/env';
import { ensureStaffAccounts } from './accounts/ensure-admin-account';
import { totpEncryptionKey } from './staff/totp-key';
import { apiApp } from './api/fetch-handler';
import { catalogueTargetCheck } from '@/lib/storefront-target';
import { catalogueTargetKnown } from './catalog/catalogue-target-exists';
import { getDb, getDbHandle } from './db';
import { startStorefrontFreshness } from './catalog/freshness/storefront-freshness';
import { startAttachmentPurgeJob } from './inquiries/attachment-purge-job';
import { startOutboxWorker } from './notifications/outbox-worker';
import { startRenewalReminderJob } from './membership/renewal-reminder-job';
import { startPaymentExpiryJob } from './payments/expiry-job';
import { catchUpSearchTerms } from './search/search-products';
import { startSearchLogPurgeJob } from './search/teaching/search-log-purge-job';
import { refreshSearchVocabulary } from './search/vocabulary-version';
import { checkStartSettingsOrExit } from './start-settings';

/**
 * Server start: database ready or a one-paragraph reason and exit code 1. `pages`: this process
 * serves the storefront pages (Next), so it keeps their cache fresh; the API-only server has none.
 */
export async function bootOrExit(options: { pages?: boolean } = {}): Promise<void> {
  // Payments and public links (ADR 0060, 0061): a production layout missing one stops here; the
  // defaults the demo took are announced once (the production server already did it before Next loaded).
  checkStartSettingsOrExit();
  try {
    const handle = await getDbHandle();
    // The staff accounts from ADMIN_* / OPERATOR_* (a weak password stops the start here).
    await ensureStaffAccounts(handle.db);
    // The second-factor key: missing with DATABASE_URL stops the start here, not at an admin's sign-in.
    totpEncryptionKey();
    // The API app, built once here: the production server's /api listener and the route handlers share it.
    apiApp();
    // The proxy asks this whether a catalogue URL names anything before letting it reach a cached page.
    catalogueTargetCheck.__partsmallCatalogueTargetKnown ??= async (target) =>
      catalogueTargetKnown(await getDb(), target);
    // Products written without search terms (a database that predates migration 0007, edits), or with
    // terms of an older vocabulary, get them now, in the background, rather than at the first search.
    if (env.NODE_ENV !== 'test') {
      refreshSearchVocabulary(handle.db)
        .then(() => catchUpSearchTerms(handle.db))
        .catch((err) => console.error(`search terms: ${err instanceof Error ? err.message : String(err)}`));
    }
    // Outbox delivery (SMS, chat bot) once the database is ready; tests drive deliverDueMessages themselves.
    if (env.NODE_ENV !== 'test') startOutboxWorker();
    // Unpaid orders expire at their expiration_date by this job (never on a page load); tests call expireOverdueOrders.
    if (env.NODE_ENV !== 'test') startPaymentExpiryJob();
    // Renewal reminders (SMS through the outbox) by this job on every instance; tests call sendRenewalReminders.
    if (env.NODE_ENV !== 'test') startRenewalReminderJob();
    // The search log keeps 90 days; older days go by this job on every instance; tests call purgeSearchLog.
    if (env.NODE_ENV !== 'test') startSearchLogPurgeJob();
    // Uploads no inquiry claimed within a day go (rows and files) by this job on every instance (ADR 0019).
    if (env.NODE_ENV !== 'test') startAttachmentPurgeJob();
    // Catalogue changes (any instance, any writer) revalidate this process's cached pages within
    // FRESHNESS_POLL_MS; `next dev` caches no pages. Stopped with the other jobs when the database closes.
    if (options.pages && env.NODE_ENV === 'production') startStorefrontFreshness();
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
