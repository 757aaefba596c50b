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

export const notFound = (message: string) => new AppError(404, message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, message);
export const unauthorized = (message = 'Please sign in.') => new AppError(401, message);
export const badRequest = (message: string) => new AppError(400, message);
export const conflict = (message: string) => new AppError(409, message);
