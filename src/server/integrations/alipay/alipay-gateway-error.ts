/**
 * createPayment could not get a QR code from Alipay. `code` is ours ('http', 'network', 'unsigned-answer',
 * 'bad-answer-signature', 'malformed-answer', 'mismatched-answer', 'expired', 'invalid-order') or Alipay's
 * business code (e.g. '40004 ACQ.TOTAL_FEE_EXCEED'); `retryable` says whether the buyer may simply try again.
 * Messages carry Alipay's codes and texts, never keys or signatures.
 */
export class AlipayGatewayError extends Error {
  readonly code: string;
  readonly retryable: boolean;

  constructor(code: string, message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'AlipayGatewayError';
    this.code = code;
    this.retryable = options.retryable;
  }
}
