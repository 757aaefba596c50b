import { counted } from '../../common/english';

// One error type for every refusal: the status and a human sentence that becomes { message }.
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * A request refused for coming too often: `refusal` (what was refused and why) and the wait, in
 * words and as Retry-After, so a browser or script knows when to ask again.
 */
export function tooManyRequests(refusal: string, waitMs: number, wait = waitInWords): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, `${refusal} Try again in ${wait(seconds)}.`, { 'retry-after': String(seconds) });
}

/** "1 second", "3600 seconds": the wait as the sign-in throttle has always said it. */
const waitInWords = (seconds: number) => counted(seconds, 'second');

export const notFound = (message: string) => new AppError(404, message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, message);
export const unauthorized = (message = 'Please sign in.') => new AppError(401, message);
export const badRequest = (message: string) => new AppError(400, message);
export const conflict = (message: string) => new AppError(409, message);
