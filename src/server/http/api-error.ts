/** An answer other than success that a route means to give: bad input (400) or nothing there (404). */
export class ApiError extends Error {
  readonly status: 400 | 404;
  readonly field: string | undefined;

  constructor(status: 400 | 404, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
  }
}
