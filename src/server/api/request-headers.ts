/** Request headers the API reads besides Authorization and the XSRF pair. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
