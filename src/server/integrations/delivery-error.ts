/**
 * Thrown by a provider when a message was not delivered. `retryable` tells the outbox whether another
 * attempt can help (throttling, outage, timeout) or not (invalid number, rejected template, bad signature).
 */
export class DeliveryError extends Error {
  readonly retryable: boolean;
  readonly code: string;

  constructor(code: string, message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'DeliveryError';
    this.code = code;
    this.retryable = options.retryable;
  }
}

/** Network failures and timeouts of `fetch` are worth another try. */
export function networkFailure(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  const name = err instanceof Error ? err.name : '';
  const code = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return new DeliveryError(code, `${err instanceof Error ? err.message : String(err)}${cause}`, {
    retryable: true,
    cause: err,
  });
}
