import { describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX_PATTERN } from '@/contracts/api-tokens';
import { apiTokenMatches, apiTokenPrefix, newApiToken } from '@/server/api-tokens/token-secret';

describe('access token prefix', () => {
  it('is the public part even when the secret holds an underscore (base64url)', () => {
    const token = `pmk_abcdefghij_${'A_'.repeat(21)}B`;
    expect(apiTokenPrefix(token)).toBe('pmk_abcdefghij');
  });

  it('is what the token was made with, for every new token', () => {
    for (let i = 0; i < 200; i += 1) {
      const made = newApiToken();
      expect(apiTokenPrefix(made.token)).toBe(made.prefix);
      expect(made.prefix).toMatch(API_TOKEN_PREFIX_PATTERN);
      expect(apiTokenMatches(made.token, made.secretHash)).toBe(true);
    }
  });

  it('refuses a value not shaped like a token', () => {
    expect(apiTokenPrefix('pmk_short_x')).toBeNull();
    expect(apiTokenPrefix('Bearer something')).toBeNull();
  });
});
