import { httpGet, type HttpAnswer } from './http-get';

/** The cookies an answer set, as a browser sends them back (`name=value; …`), or undefined. */
export function cookiesFrom(answer: HttpAnswer): string | undefined {
  const pairs = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!.trim());
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

/**
 * ISR pages render on the first hit and come from the cache afterwards: hit each a few times. The
 * first answer's cookies (the API's XSRF token) are sent with the rest, as a browser holds them, so
 * the captured answer and the load are a returning visitor's rather than a cookie-less client's
 * minting a new token on every request. Returns the last answer and the cookie header it was sent with.
 */
export async function warm(url: string): Promise<HttpAnswer & { cookie?: string }> {
  let answer = await httpGet(url, 60_000);
  const cookie = cookiesFrom(answer);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  for (let i = 0; i < 3; i++) answer = await httpGet(url, 30_000, undefined, headers);
  return { ...answer, cookie };
}
