import { REVIEW_FORM_FIELDS } from './review-form-fields.ts';

/**
 * Whether the hidden field people never see was filled: a bot. It is told "ok" (so it learns
 * nothing) and nothing is stored, whatever else the form holds, so this is asked before any rule.
 */
export function isHoneypotFilled(fields: Readonly<Record<string, unknown>>): boolean {
  const value = fields[REVIEW_FORM_FIELDS.honeypot];
  return typeof value === 'string' && value.trim().length > 0;
}
