import { httpGet, type HttpAnswer } from './http-get';

/** ISR pages render on the first hit and come from the cache afterwards: hit each a few times. */
export async function warm(url: string): Promise<HttpAnswer> {
  let answer = await httpGet(url, 60_000);
  for (let i = 0; i < 3; i++) answer = await httpGet(url, 30_000);
  return answer;
}
