import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http';
import { sampleInvitation } from '../auth/testing';
import { failedLookupStatus, invitationView, joinFailure, unavailableVariant } from './status';

function httpError(status: number, data: unknown) {
  return new HttpError(status, data);
}

describe('invitation-unavailable variants', () => {
  it('maps ACCEPTED, EXPIRED and REVOKED to their own screens and anything else to Not Available', () => {
    expect(unavailableVariant('ACCEPTED')).toBe('ACCEPTED');
    expect(unavailableVariant('EXPIRED')).toBe('EXPIRED');
    expect(unavailableVariant('REVOKED')).toBe('REVOKED');
    expect(unavailableVariant('NOT_FOUND')).toBe('UNAVAILABLE');
    expect(unavailableVariant('PENDING')).toBe('UNAVAILABLE');
    expect(unavailableVariant(undefined)).toBe('UNAVAILABLE');
  });

  it("reads a failed lookup's status from the invitation first, then the body", () => {
    expect(failedLookupStatus(httpError(410, { status: 'EXPIRED', invitation: { status: 'REVOKED' } }))).toBe(
      'REVOKED',
    );
    expect(failedLookupStatus(httpError(410, { message: 'used', status: 'ACCEPTED' }))).toBe('ACCEPTED');
    expect(failedLookupStatus(httpError(404, { message: 'Invitation not found', status: 'NOT_FOUND' }))).toBe(
      'NOT_FOUND',
    );
  });

  it('treats a failed lookup without invitation and status as EXPIRED (spec 01 §4)', () => {
    expect(failedLookupStatus(httpError(404, { message: 'Not found' }))).toBe('EXPIRED');
    expect(failedLookupStatus(httpError(500, undefined))).toBe('EXPIRED');
    expect(failedLookupStatus(new Error('network down'))).toBe('EXPIRED');
    expect(invitationView('tok', { error: httpError(404, {}), isPending: false })).toEqual({
      kind: 'unavailable',
      variant: 'EXPIRED',
      status: 'EXPIRED',
    });
  });

  it('shows a pending invitation, a spinner while loading, and nothing usable without a token', () => {
    const invitation = sampleInvitation as Parameters<typeof invitationView>[1]['data'] & object;
    expect(invitationView('tok', { data: invitation, error: null, isPending: false })).toEqual({
      kind: 'pending',
      invitation,
    });
    expect(invitationView('tok', { error: null, isPending: true })).toEqual({ kind: 'loading' });
    expect(invitationView(null, { error: null, isPending: true })).toEqual({ kind: 'missing' });
  });
});

describe('company-join failures', () => {
  it('offers Back to App for an accepted invitation and names an unknown one', () => {
    expect(joinFailure('ACCEPTED')).toEqual({ kind: 'accepted' });
    expect(joinFailure('NOT_FOUND', 404)).toEqual({ kind: 'notFound' });
    expect(joinFailure(null, 404)).toEqual({ kind: 'notFound' });
    expect(joinFailure('REVOKED', 410)).toEqual({ kind: 'unavailable', variant: 'REVOKED' });
    expect(joinFailure(null, 500)).toEqual({ kind: 'unavailable', variant: null });
  });
});
