import { describe, expect, it } from 'vitest';
import { availabilityChangeIssues } from '../availability-change-issues.ts';

const TODAY = '2027-01-10';
const JULY = { start: '2027-07-04', end: '2027-07-31' };
const MARCH = { start: '2027-03-07', end: '2027-03-20' };

describe('availabilityChangeIssues', () => {
  it('accepts a new period that ends today or later and touches no other', () => {
    expect(availabilityChangeIssues([JULY], { kind: 'add', to: MARCH }, TODAY)).toEqual({ kind: 'ok' });
    expect(availabilityChangeIssues([], { kind: 'add', to: { start: '2027-01-01', end: TODAY } }, TODAY)).toEqual({
      kind: 'ok',
    });
  });

  it('names the end when it is before the start or in the past', () => {
    expect(
      availabilityChangeIssues([], { kind: 'add', to: { start: '2027-03-20', end: '2027-03-07' } }, TODAY),
    ).toEqual({
      kind: 'invalid',
      issues: [{ field: 'end', message: 'must be on or after the start (2027-03-20)' }],
    });
    expect(
      availabilityChangeIssues([], { kind: 'add', to: { start: '2027-01-01', end: '2027-01-09' } }, TODAY),
    ).toEqual({
      kind: 'invalid',
      issues: [{ field: 'end', message: 'is in the past (today is 2027-01-10): a period must end today or later' }],
    });
  });

  it('names the date that falls in another period, or the end when it takes a whole one in', () => {
    const field = (to: { start: string; end: string }) => {
      const check = availabilityChangeIssues([JULY], { kind: 'add', to }, TODAY);
      return check.kind === 'invalid' ? check.issues.map((issue) => issue.field) : check.kind;
    };
    expect(field({ start: '2027-07-31', end: '2027-08-07' })).toEqual(['start']);
    expect(field({ start: '2027-06-27', end: '2027-07-04' })).toEqual(['end']);
    expect(field({ start: '2027-06-01', end: '2027-09-01' })).toEqual(['end']);
    expect(field({ start: '2027-08-01', end: '2027-08-07' })).toBe('ok');
  });

  it('lets a changed period keep some of its own days, and says when nothing changes', () => {
    const change = (to: { start: string; end: string }) =>
      availabilityChangeIssues([MARCH, JULY], { kind: 'change', period: MARCH, to }, TODAY).kind;
    expect(change({ start: '2027-03-14', end: '2027-03-27' })).toBe('ok');
    expect(change(MARCH)).toBe('unchanged');
    expect(change({ start: '2027-03-14', end: '2027-07-04' })).toBe('invalid');
  });

  it('finds nothing to change or remove when the period is not the housing’s (any more)', () => {
    expect(availabilityChangeIssues([JULY], { kind: 'remove', period: MARCH }, TODAY)).toEqual({
      kind: 'noPeriod',
      period: MARCH,
    });
    expect(availabilityChangeIssues([JULY], { kind: 'remove', period: JULY }, '2028-01-01')).toEqual({ kind: 'ok' });
  });
});
