import { describe, expect, it } from 'vitest';
import { apiTokenPrefix, newApiToken } from '@/server/api-tokens/token-secret';

describe('apiTokenPrefix', () => {
  it('ends the public prefix at the first underscore after pmk_, whatever the secret holds', () => {
    const secret = `${'_'.repeat(3)}${'a'.repeat(37)}_-_`;
    expect(apiTokenPrefix(`pmk_abcdefghij_${secret}`)).toBe('pmk_abcdefghij');
    expect(apiTokenPrefix(`pmk_0123456789_${'b'.repeat(43)}`)).toBe('pmk_0123456789');
  });

  it('gives every new token its own stored prefix back', () => {
    for (let i = 0; i < 200; i++) {
      const { token, prefix } = newApiToken();
      expect(apiTokenPrefix(token), token).toBe(prefix);
    }
  });

  it('is null for anything not shaped like an access token', () => {
    for (const value of ['', 'pmk_', 'pmk_abcdefghij', 'pmk_ABCDEFGHIJ_' + 'a'.repeat(43), 'session-token']) {
      expect(apiTokenPrefix(value), value).toBeNull();
    }
  });
});
