import { describe, expect, it } from 'vitest';
import en from '@messages/en.json' with { type: 'json' };
import zh from '@messages/zh.json' with { type: 'json' };
import { OUTBOX_CHANNELS } from '@/server/notifications/outbox-payload';

describe("the console's Messages list", () => {
  it('names every channel the outbox carries, in both languages', () => {
    expect(OUTBOX_CHANNELS.length).toBeGreaterThanOrEqual(4);
    for (const messages of [en, zh]) {
      const labels = messages.admin.outbox.channels as Record<string, string>;
      expect(OUTBOX_CHANNELS.filter((channel) => !labels[channel]?.trim())).toEqual([]);
    }
  });
});
