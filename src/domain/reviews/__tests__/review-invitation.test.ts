import { describe, expect, it } from 'vitest';
import { invitationExpiry, invitationProblem, oldestInvitedCourseEnd } from '../review-invitation.ts';

const NOW = new Date('2027-03-13T06:00:00.000Z');

describe('review invitations', () => {
  it('work for 90 days from when they are made', () => {
    expect(invitationExpiry(NOW).toISOString()).toBe('2027-06-11T06:00:00.000Z');
    expect(oldestInvitedCourseEnd('2027-03-13')).toBe('2026-12-13');
  });

  it('say why a link cannot be used: used first, then cancelled, expired, another school', () => {
    const fresh = { expiresAt: invitationExpiry(NOW), usedAt: null, bookingCancelled: false, schoolId: 101 };
    expect(invitationProblem(fresh, 101, NOW)).toBeNull();
    expect(invitationProblem({ ...fresh, usedAt: NOW, bookingCancelled: true }, 101, NOW)).toBe('used');
    expect(invitationProblem({ ...fresh, bookingCancelled: true }, 101, NOW)).toBe('cancelled');
    expect(invitationProblem(fresh, 101, fresh.expiresAt)).toBe('expired');
    expect(invitationProblem(fresh, 101, new Date(fresh.expiresAt.getTime() - 1))).toBeNull();
    expect(invitationProblem(fresh, 102, NOW)).toBe('other-school');
  });
});
