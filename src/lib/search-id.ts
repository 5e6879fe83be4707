const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The spec's `searchId`: a random 8-character id that tells one search from the next. */
export function newSearchId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 8; i += 1) id += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return id;
}
