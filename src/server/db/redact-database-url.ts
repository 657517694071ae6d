/**
 * A database URL fit for a log line: the password is replaced by stars, and a value that is not
 * a URL at all is not repeated (it may be a secret pasted into the wrong variable).
 */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a valid URL)';
  }
}
