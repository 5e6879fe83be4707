import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { getDb } from '@/server/db';
import { inquiryAttachments } from '@/server/db/schema';
import { startAttachmentPurgeJob } from '@/server/inquiries/attachment-purge-job';
import { periodicJobRunning } from '@/server/jobs/periodic-job';
import { LocalFileStore, setFileStore } from '@/server/storage/file-store';
import { contact, inquiryProduct, postInquiry, signedInBuyer, type Buyer } from '@tests/factories/inquiries';
import { resetAccountState } from '@tests/factories/users';
import { testApp } from '@tests/setup/test-app';

/*
 * The server starts startAttachmentPurgeJob at boot (src/server/boot.ts); here the same job runs on
 * the periodic-job scheduler with a short interval, against the default database and file store, so
 * what is proven is the path production takes: the scheduler calls the purge, the purge removes rows
 * and files of abandoned uploads only.
 */

const HOUR_MS = 3_600_000;
const NOW = Date.parse('2026-11-24T02:00:00.000Z');
let clock = NOW;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmall-purge-job-'));
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let buyer: Buyer;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  setClock(() => new Date(clock));
  setFileStore(new LocalFileStore(root));
  await resetAccountState();
  buyer = await signedInBuyer();
  await inquiryProduct({ skuCode: 'PURGE-1' });
});
afterEach(async () => {
  await stop?.();
  stop = undefined;
});
afterAll(() => {
  resetClock();
  setFileStore(undefined);
  fs.rmSync(root, { recursive: true, force: true });
});

async function upload(): Promise<{ id: number; storageKey: string }> {
  const res = await testApp().request(
    new Request('http://localhost/api/inquiry/attachments?lang=en&name=photo.png', {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    }),
  );
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { id: number } };
  const row = (await rows()).find((r) => r.id === data.id)!;
  return { id: data.id, storageKey: row.storageKey };
}

const rows = async () => (await getDb()).select().from(inquiryAttachments).orderBy(inquiryAttachments.id);
const storedFiles = () => fs.readdirSync(root).filter((f) => !f.endsWith('.part'));

describe('the unclaimed-attachment purge job', () => {
  it('removes, on its schedule, uploads no inquiry claimed within a day (row and file); claimed and young ones stay', async () => {
    clock = NOW;
    const claimed = await upload();
    const abandoned = await upload();
    const created = await postInquiry(buyer, {
      lines: [{ product: 'PURGE-1', quantity: 1 }],
      attachmentIds: [claimed.id],
      ...contact,
    });
    expect(created.res.status).toBe(200);
    clock = NOW + 25 * HOUR_MS;
    buyer = await signedInBuyer(); // the first session has been idle too long by now
    const young = await upload();
    expect(storedFiles().sort()).toEqual([claimed.storageKey, abandoned.storageKey, young.storageKey].sort());

    let passes = 0;
    const db = await getDb();
    stop = startAttachmentPurgeJob({
      intervalMs: 20,
      firstDelayMs: 0,
      db: async () => {
        passes += 1;
        return db;
      },
    });
    expect(periodicJobRunning('attachment-purge')).toBe(true);

    // The first pass: the day-old unclaimed upload goes, row then file; the claimed one and the hour-old
    // one stay.
    await vi.waitFor(
      async () => {
        expect((await rows()).map((r) => r.id)).toEqual([claimed.id, young.id]);
        expect(storedFiles().sort()).toEqual([claimed.storageKey, young.storageKey].sort());
      },
      { timeout: 5_000 },
    );

    // Later passes keep running on the same schedule: once the young upload is a day old, it goes too.
    const before = passes;
    await vi.waitFor(() => expect(passes).toBeGreaterThan(before + 1), { timeout: 5_000 });
    expect((await rows()).map((r) => r.id)).toEqual([claimed.id, young.id]);
    clock = NOW + 50 * HOUR_MS;
    await vi.waitFor(
      async () => {
        expect((await rows()).map((r) => r.id)).toEqual([claimed.id]);
        expect(storedFiles()).toEqual([claimed.storageKey]);
      },
      { timeout: 5_000 },
    );

    await stop();
    expect(periodicJobRunning('attachment-purge')).toBe(false);
  });

  it('keeps its schedule when a pass fails (database briefly away)', async () => {
    clock = NOW + 100 * HOUR_MS;
    buyer = await signedInBuyer();
    const abandoned = await upload();
    clock = NOW + 130 * HOUR_MS;
    let calls = 0;
    const db = await getDb();
    stop = startAttachmentPurgeJob({
      intervalMs: 20,
      firstDelayMs: 0,
      db: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connect ECONNREFUSED');
        return db;
      },
    });
    await vi.waitFor(
      async () => {
        expect((await rows()).some((r) => r.id === abandoned.id)).toBe(false);
        expect(storedFiles()).not.toContain(abandoned.storageKey);
      },
      { timeout: 5_000 },
    );
    expect(calls).toBeGreaterThan(1);
  });
});
