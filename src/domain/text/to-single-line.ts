// C0 controls (CR, LF, tab, escape…), DEL, the C1 block (NEL among them), Unicode's line and
// paragraph separators, and the bidirectional overrides and isolates that let a text display in
// another order than it is written (a name reading as something else in a subject).
// eslint-disable-next-line no-control-regex
const BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/**
 * A text as one harmless line, for a mail header or a plain-text mail: each run of control
 * characters and line breaks becomes one space, so text from a visitor can never start a line of
 * its own (a forged "Bcc:" line) nor end a header early.
 */
export function toSingleLine(text: string): string {
  return text.replace(BREAKING, ' ').trim();
}
