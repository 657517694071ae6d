import { describe, expect, it } from 'vitest';
import { moderationProblem, moderationProblemMessage } from '../moderation-problem.ts';
import { reviewEditSchema, reviewQueueQuerySchema, reviewRejectionSchema } from '../review-moderation-fields.ts';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../review-text-rule.ts';
import { REVIEW_STATUSES } from '../review-terms.ts';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('moderationProblem', () => {
  it('approves and rejects only a pending review, whatever its source', () => {
    for (const source of ['content', 'visitor'] as const) {
      for (const status of REVIEW_STATUSES) {
        for (const action of ['approve', 'reject'] as const) {
          expect(moderationProblem({ status, source }, action), `${action} ${status} ${source}`).toBe(
            status === 'pending' ? null : 'notPending',
          );
        }
      }
    }
  });

  it('edits a visitor review in any status, never a content review', () => {
    for (const status of REVIEW_STATUSES) {
      expect(moderationProblem({ status, source: 'visitor' }, 'edit')).toBeNull();
      expect(moderationProblem({ status, source: 'content' }, 'edit')).toBe('contentReview');
    }
  });

  it('says what is wrong in a sentence', () => {
    expect(moderationProblemMessage('notPending', 'approved')).toBe(
      'only a pending review can be approved or rejected; this one is approved already',
    );
    expect(moderationProblemMessage('contentReview', 'approved')).toMatch(
      /comes from the content files and cannot be edited in the office/,
    );
  });
});

describe('the moderation fields', () => {
  it('takes a review text of 40 to 5000 characters, trimmed, with paragraphs', () => {
    const text = `${'a'.repeat(REVIEW_TEXT_MIN - 2)}\n\nb`;
    expect(reviewEditSchema.parse({ text: `  ${text}\t` })).toEqual({ text });
    expect(reviewEditSchema.safeParse({ text: 'x'.repeat(REVIEW_TEXT_MAX) }).success).toBe(true);
    expect(issue(reviewEditSchema.safeParse({ text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }))).toBe(
      'text must be at most 5000 characters',
    );
    expect(issue(reviewEditSchema.safeParse({ text: `   ${'x'.repeat(REVIEW_TEXT_MIN - 1)}   ` }))).toBe(
      'text must be at least 40 characters',
    );
    expect(issue(reviewEditSchema.safeParse({ text: '   ' }))).toBe('text is required');
    expect(issue(reviewEditSchema.safeParse({}))).toBe('text is required');
    expect(issue(reviewEditSchema.safeParse({ text: `${'x'.repeat(50)}\u0000` }))).toBe(
      'text must not contain control characters',
    );
  });

  it('needs a reason to reject', () => {
    expect(reviewRejectionSchema.parse({ reason: ' Advertising for another school. ' })).toEqual({
      reason: 'Advertising for another school.',
    });
    expect(issue(reviewRejectionSchema.safeParse({ reason: '  ' }))).toBe('reason is required');
    expect(issue(reviewRejectionSchema.safeParse({}))).toBe('reason is required');
    expect(issue(reviewRejectionSchema.safeParse({ reason: 'x'.repeat(501) }))).toBe(
      'reason must be at most 500 characters',
    );
  });

  it('lists the pending reviews by default, and reads a status, a school and a page', () => {
    expect(reviewQueueQuerySchema.parse({})).toEqual({ status: 'pending', page: 1 });
    expect(reviewQueueQuerySchema.parse({ status: 'all', school: '101', page: '3' })).toEqual({
      status: 'all',
      school: 101,
      page: 3,
    });
    expect(issue(reviewQueueQuerySchema.safeParse({ status: 'deleted' }))).toBe(
      'status must be one of all, pending, approved, rejected',
    );
    expect(issue(reviewQueueQuerySchema.safeParse({ school: 'abc' }))).toBe('school must be a school id');
    expect(issue(reviewQueueQuerySchema.safeParse({ page: '0' }))).toBe('page must be a whole number from 1');
  });
});
