import type en from '@messages/en.json';

/** A key of the `api` message namespace (messages/*.json): what the client reads, translated. */
export type MessageKey = keyof typeof en.api;
export type MessageParams = Record<string, string | number>;

/**
 * What went wrong, in business terms; the API maps each kind to its envelope and HTTP status
 * (src/server/api/domain-error-response.ts), so domain code never depends on the transport.
 */
export type DomainErrorKind =
  | 'invalid' // a field's value breaks a rule: 400001 with `fields`
  | 'notFound' // absent, or not the caller's (never told apart)
  | 'forbidden' // known caller, not allowed (wrong password, account not approved, not an operator)
  | 'conflict' // not possible in the current state
  | 'tooLarge'
  | 'unsupportedType'
  | 'rateLimited'
  | 'unavailable'; // an outside service we depend on cannot take it now

export type FieldProblem = { path: string; key: MessageKey; params?: MessageParams };

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields: readonly FieldProblem[] = [],
  ) {
    super(key);
    this.name = 'DomainError';
  }

  /** One invalid field; the envelope's `msg` is that field's message. */
  static field(path: string, key: MessageKey, params: MessageParams = {}): DomainError {
    return new DomainError('invalid', key, params, [{ path, key, params }]);
  }

  /** Several invalid fields at once (the client can mark them all). */
  static fields(problems: readonly FieldProblem[]): DomainError {
    const first = problems[0];
    if (!first) throw new Error('DomainError.fields needs at least one problem');
    return new DomainError('invalid', first.key, first.params ?? {}, problems);
  }
}
