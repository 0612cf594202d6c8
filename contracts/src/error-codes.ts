/** The `code` of an error body: what went wrong, for a screen to act on. */
export const ErrorCode = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** 421: the request names a host that is not this app's (a DNS-rebinding page). */
  misdirected: 'misdirected_request',
  /** 403: the owner has not confirmed their email yet, so Cobber sends nothing for them. */
  emailUnconfirmed: 'email_unconfirmed',
  notFound: 'not_found',
  /** 405: the path is one of ours, the method not one it answers (its methods are in Allow). */
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  /** 409: the client answered a revision of the quote that is no longer current. */
  quoteRevised: 'quote_revised',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  /** 422: an Idempotency-Key already used for a different request by the same owner. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 402: the card provider declined the card (its message is the error's). */
  cardDeclined: 'card_declined',
  badGateway: 'bad_gateway',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
