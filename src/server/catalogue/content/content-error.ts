/** A content file that cannot be used; the message names the file and the field. */
export class ContentError extends Error {
  readonly file: string;
  readonly field: string;

  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field || '(file)'}: ${problem}`);
    this.name = 'ContentError';
    this.file = file;
    this.field = field;
  }
}
