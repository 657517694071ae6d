/** A backup or restore that cannot go on, with what an operator can do about it: printed as one line. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
