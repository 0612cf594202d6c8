import { ErrorCode } from '@cobber/contracts';

/** An error a handler raises on purpose; the error middleware answers its status and code. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, ErrorCode.validation, message, fields ? { fields } : {});
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, ErrorCode.unauthorized, message);
export const forbidden = (message: string) => new HttpError(403, ErrorCode.forbidden, message);
export const notFound = (message = 'Not found') => new HttpError(404, ErrorCode.notFound, message);
export const conflict = (message: string) => new HttpError(409, ErrorCode.conflict, message);
export const payloadTooLarge = (message: string, fields?: Record<string, string>) =>
  new HttpError(413, ErrorCode.payloadTooLarge, message, fields ? { fields } : {});
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, ErrorCode.unsupportedMediaType, message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, ErrorCode.rateLimited, message, { headers: { 'Retry-After': String(retryAfterSeconds) } });
export const serviceUnavailable = (message: string) => new HttpError(503, ErrorCode.unavailable, message);
