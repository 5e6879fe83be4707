import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escapeForChatBot } from '@/server/integrations/chat-bot/chat-bot-escape';
import { formatChatBotRequest } from '@/server/integrations/chat-bot/format-chat-bot-request';
import type { ChatBotPayload } from '@/server/notifications/outbox-payload';
import { maskMobile } from '@/server/security/mask-mobile';

const payload: ChatBotPayload = {
  type: 'user.applied',
  name: '张伟',
  company: '上海汽配有限公司',
  region: '上海市 浦东新区',
  maskedMobile: '138****1234',
  appliedAt: '2026-05-01T06:03:00.000Z',
  text: '',
};
const expectedText = '新用户申请注册：张伟，上海汽配有限公司，上海市 浦东新区，138****1234，2026-05-01 14:03';
const signedAt = new Date('2026-05-01T06:05:00.000Z');
const url = 'https://hooks.example/robot/send?access_token=abc';

describe('chat-bot message formats', () => {
  it('masks mobiles as 138****1234', () => {
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskMobile('+8613812341234')).toBe('138****1234');
    expect(maskMobile('0086 138 1234 1234')).toBe('138****1234');
    expect(maskMobile('123')).toBe('****');
  });

  it('WeCom: markdown with the Chinese text (Beijing time)', () => {
    const req = formatChatBotRequest({ format: 'wecom', url }, payload, signedAt);
    expect(req.url).toBe(url);
    expect(req.body).toEqual({
      msgtype: 'markdown',
      markdown: { content: `### 新用户申请注册\n${expectedText}` },
    });
  });

  it('Feishu: text, unsigned without a secret, signed with one', () => {
    expect(formatChatBotRequest({ format: 'feishu', url }, payload, signedAt).body).toEqual({
      msg_type: 'text',
      content: { text: expectedText },
    });
    const signed = formatChatBotRequest(
      { format: 'feishu', url, secret: 'feishu-secret' },
      payload,
      signedAt,
    ).body;
    const ts = Math.floor(signedAt.getTime() / 1000);
    expect(signed.timestamp).toBe(String(ts));
    expect(signed.sign).toBe(crypto.createHmac('sha256', `${ts}\nfeishu-secret`).update('').digest('base64'));
  });

  it('DingTalk: markdown with title, signature appended to the URL when a secret is set', () => {
    const plain = formatChatBotRequest({ format: 'dingtalk', url }, payload, signedAt);
    expect(plain.url).toBe(url);
    expect(plain.body).toEqual({
      msgtype: 'markdown',
      markdown: { title: '新用户申请注册', text: `### 新用户申请注册\n\n${expectedText}` },
    });
    const signed = formatChatBotRequest({ format: 'dingtalk', url, secret: 'SECabc' }, payload, signedAt);
    const ts = signedAt.getTime();
    const sign = crypto.createHmac('sha256', 'SECabc').update(`${ts}\nSECabc`).digest('base64');
    expect(signed.url).toBe(`${url}&timestamp=${ts}&sign=${encodeURIComponent(sign)}`);
    expect(new URL(signed.url).searchParams.get('sign')).toBe(sign);
  });

  it('Slack: {text}', () => {
    expect(formatChatBotRequest({ format: 'slack', url }, payload, signedAt).body).toEqual({
      text: expectedText,
    });
  });

  it('applicant-typed fields cannot mention everyone, link or break lines', () => {
    const hostile = {
      ...payload,
      name: '<@all> [click](http://x) **bold**\n# head',
      company: '<at user_id="all">所有人</at>',
    };
    for (const format of ['wecom', 'dingtalk', 'feishu', 'slack'] as const) {
      const body = JSON.stringify(formatChatBotRequest({ format, url }, hostile, signedAt).body);
      expect(body, format).not.toMatch(/<@all>|<at user_id|\\n# head/);
      // Markdown links only render in the markdown formats (WeCom, DingTalk).
      if (format === 'wecom' || format === 'dingtalk') expect(body, format).not.toMatch(/\]\(http/);
    }
    expect(escapeForChatBot('slack', '<!channel> & co')).toBe('&lt;!channel&gt; &amp; co');
    expect(escapeForChatBot('wecom', '[a](b)')).toBe('［a］（b）');
    expect(escapeForChatBot('feishu', 'A_B (China) Ltd.')).toBe('A_B (China) Ltd.');
  });
});
