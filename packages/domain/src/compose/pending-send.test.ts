import { describe, expect, it } from 'vitest';
import { pendingSendLabel, sendFailureLabel } from './pending-send.js';

describe('pending send indicator', () => {
  it("shows 'Sending...' or 'Scheduling...' only after 1500 ms", () => {
    expect(pendingSendLabel({ scheduled: false, startedAt: 0, now: 1_499, resendCount: 0 })).toBeNull();
    expect(pendingSendLabel({ scheduled: false, startedAt: 0, now: 1_500, resendCount: 0 })).toBe(
      'Sending...',
    );
    expect(pendingSendLabel({ scheduled: true, startedAt: 0, now: 2_000, resendCount: 0 })).toBe(
      'Scheduling...',
    );
  });
  it('or at once after a resend', () => {
    expect(pendingSendLabel({ scheduled: false, startedAt: 0, now: 10, resendCount: 1 })).toBe('Sending...');
  });
  it("failure: 'We were unable to send this message' / '...schedule this message'", () => {
    expect(sendFailureLabel(false)).toBe('We were unable to send this message');
    expect(sendFailureLabel(true)).toBe('We were unable to schedule this message');
  });
});
