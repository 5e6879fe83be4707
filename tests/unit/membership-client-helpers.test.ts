import { describe, expect, it } from 'vitest';
import { formatTimeLeft, formatYuan, isActiveMembership } from '@/features/membership/membership-format';
import { absolutePayUrl, payPageHref, readPayQuery } from '@/features/membership/pay-link';
import { planChoice } from '@/features/membership/plan-choice';
import { FINAL_ORDER_STATES, nextPollDelay, POLL_MAX_MS } from '@/features/membership/poll-backoff';
import { ORDER_STATES, orderSnSchema } from '@/contracts/membership';

const order = {
  pay_url: 'http://localhost:3000/pay/sandbox/VIP20261124ABCDEF12?x=1&y=2',
  title: '年度会员 & more',
  order_datetime: '2026-11-24T08:00:00.000Z',
  expiration_date: '2026-11-24T08:30:00.000Z',
  order_sn: 'VIP20261124ABCDEF12',
  fee: 2999,
  order_type: 1 as const,
};

describe('the /pay query', () => {
  it('carries the spec query, payUrl encoded, and reads back what it wrote', () => {
    const href = payPageHref(order, 2);
    expect(href.startsWith('/pay?')).toBe(true);
    expect(href).toContain(`payUrl=${encodeURIComponent(order.pay_url)}`);
    const query = readPayQuery(href.slice('/pay'.length));
    expect(query).toEqual({
      sn: order.order_sn,
      payUrl: order.pay_url,
      title: order.title,
      createTime: order.order_datetime,
      expiration: order.expiration_date,
      fee: '2999',
      orderType: '1',
      vipId: '2',
    });
  });

  it('accepts only order numbers the server could have made, as its own schema does', () => {
    for (const sn of ['', 'VIP', 'VIP2026<script>', 'A'.repeat(33), '../../api', 'VIP 2026 1124']) {
      expect(readPayQuery(`?sn=${encodeURIComponent(sn)}`), sn).toBeNull();
      expect(orderSnSchema.safeParse(sn).success, sn).toBe(false);
    }
    expect(readPayQuery('?sn=VIP20261124ABCDEF12')?.sn).toBe('VIP20261124ABCDEF12');
    expect(orderSnSchema.safeParse('VIP20261124ABCDEF12').success).toBe(true);
  });

  it('makes a path of ours absolute for the QR code and refuses other schemes', () => {
    expect(absolutePayUrl('/pay/sandbox/VIP1', 'https://shop.example')).toBe('https://shop.example/pay/sandbox/VIP1');
    expect(absolutePayUrl('https://qr.alipay.com/bax01', 'https://shop.example')).toBe('https://qr.alipay.com/bax01');
    expect(absolutePayUrl('javascript:alert(1)', 'https://shop.example')).toBeNull();
    expect(absolutePayUrl('data:text/html,x', 'https://shop.example')).toBeNull();
  });
});

describe('polling the pay status', () => {
  it('starts at 1 s, grows by half each time and stays at 10 s', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < 10; i++) delays.push((delay = nextPollDelay(delay)));
    expect(delays.slice(0, 5)).toEqual([1000, 1500, 2250, 3375, 5063]);
    expect(delays.at(-1)).toBe(POLL_MAX_MS);
    expect(Math.max(...delays)).toBe(POLL_MAX_MS);
  });

  it('stops on every state but pending', () => {
    expect(ORDER_STATES.filter((s) => !FINAL_ORDER_STATES.has(s))).toEqual(['pending']);
  });
});

describe('what buying a plan means', () => {
  it('is a purchase without a membership, a renewal at the same level, an upgrade above it', () => {
    expect(planChoice({ level: 2 }, 0)).toBe('buy');
    expect(planChoice({ level: 2 }, 2)).toBe('renew');
    expect(planChoice({ level: 3 }, 2)).toBe('upgrade');
    expect(planChoice({ level: 1 }, 2)).toBe('lower');
  });

  it('counts a membership in force only while its expiry lies ahead', () => {
    const now = Date.parse('2026-11-24T00:00:00Z');
    expect(isActiveMembership(2, '2027-01-01T00:00:00Z', now)).toBe(true);
    expect(isActiveMembership(2, '2026-11-23T00:00:00Z', now)).toBe(false);
    expect(isActiveMembership(0, '2027-01-01T00:00:00Z', now)).toBe(false);
    expect(isActiveMembership(2, null, now)).toBe(true);
    expect(isActiveMembership(undefined, undefined, now)).toBe(false);
  });
});

describe('money and time on the pay pages', () => {
  it('shows fen as yuan in both languages', () => {
    expect(formatYuan(299_900, 'zh')).toBe('¥2,999.00');
    expect(formatYuan(299_900, 'en')).toBe('¥2,999.00');
    expect(formatYuan(1, 'en')).toBe('¥0.01');
  });

  it('counts down in minutes and seconds, hours when needed, never below zero', () => {
    expect(formatTimeLeft(29 * 60_000 + 5_000)).toBe('29:05');
    expect(formatTimeLeft(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatTimeLeft(-5000)).toBe('00:00');
    expect(formatTimeLeft(400)).toBe('00:01');
  });
});
