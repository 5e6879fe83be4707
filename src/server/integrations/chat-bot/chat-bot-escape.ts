import type { ChatBotFormat } from './chat-bot-config';

/**
 * Names and companies are typed by applicants, so they must not become markup in the operators' chat:
 * no mentions (`<@all>`, Feishu `<at user_id="all">`, Slack `<!channel>`), links or headings. Line breaks
 * collapse to spaces; markup characters become their full-width look-alikes (readable, inert), except
 * for Slack, whose documented escaping is the three HTML entities.
 */
export function escapeForChatBot(format: ChatBotFormat, value: string): string {
  const oneLine = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  if (format === 'slack') return oneLine.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const inert: Record<string, string> = {
    '<': '＜',
    '>': '＞',
    '[': '［',
    ']': '］',
    '(': '（',
    ')': '）',
    '*': '＊',
    '_': '＿',
    '`': '｀',
    '#': '＃',
    '!': '！',
    '~': '～',
    '|': '｜',
    '\\': '＼',
  };
  const pattern = format === 'feishu' ? /[<>]/g : /[<>[\]()*_`#!~|\\]/g;
  return oneLine.replace(pattern, (c) => inert[c] ?? c);
}
