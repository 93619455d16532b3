import type { Invitation } from '@support/shared';
import { HttpError } from '../../lib/http';

/** The four variants of the invitation-unavailable screen (spec 01 §2). */
export type UnavailableVariant = 'ACCEPTED' | 'EXPIRED' | 'REVOKED' | 'UNAVAILABLE';

export function unavailableVariant(status: string | null | undefined): UnavailableVariant {
  switch (status) {
    case 'ACCEPTED':
    case 'EXPIRED':
    case 'REVOKED':
      return status;
    default:
      return 'UNAVAILABLE';
  }
}

type ErrorBody = { message?: unknown; status?: unknown; invitation?: { status?: unknown } | null };

/**
 * The status a failed lookup stands for: the invitation's own status, else the body's status,
 * and when the error carries neither, EXPIRED (spec 01 §4).
 */
export function failedLookupStatus(error: unknown): string {
  const body = (error instanceof HttpError ? error.response.data : undefined) as ErrorBody | undefined;
  const fromInvitation = body?.invitation?.status;
  if (typeof fromInvitation === 'string' && fromInvitation) return fromInvitation;
  if (typeof body?.status === 'string' && body.status) return body.status;
  return 'EXPIRED';
}

export type InvitationView =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'pending'; invitation: Invitation }
  | { kind: 'unavailable'; variant: UnavailableVariant; status: string };

/** What an invitation screen shows for the token and the state of its lookup. */
export function invitationView(
  token: string | null,
  lookup: { data?: Invitation; error: unknown; isPending: boolean },
): InvitationView {
  if (!token) return { kind: 'missing' };
  if (lookup.data) {
    if (lookup.data.status === 'PENDING') return { kind: 'pending', invitation: lookup.data };
    return {
      kind: 'unavailable',
      variant: unavailableVariant(lookup.data.status),
      status: lookup.data.status,
    };
  }
  if (lookup.error) {
    const status = failedLookupStatus(lookup.error);
    return { kind: 'unavailable', variant: unavailableVariant(status), status };
  }
  return { kind: 'loading' };
}

export type JoinFailure =
  | { kind: 'accepted' }
  | { kind: 'notFound' }
  | { kind: 'unavailable'; variant: UnavailableVariant | null };

/**
 * The company-join screen's reading of an invitation it cannot use: already accepted (Back to App),
 * unknown token ('Invitation not found'), or any other reason ('Unable to load invitation').
 */
export function joinFailure(status: string | null, httpStatus?: number): JoinFailure {
  if (status === 'ACCEPTED') return { kind: 'accepted' };
  if (status === 'NOT_FOUND' || (!status && httpStatus === 404)) return { kind: 'notFound' };
  if (status === 'EXPIRED' || status === 'REVOKED') return { kind: 'unavailable', variant: status };
  return { kind: 'unavailable', variant: null };
}

/** The status field of a failed lookup's body, without the EXPIRED default of the guest screens. */
export function errorBodyStatus(error: unknown): { status: string | null; httpStatus?: number } {
  if (!(error instanceof HttpError)) return { status: null };
  const body = error.response.data as ErrorBody | undefined;
  const status = body?.invitation?.status ?? body?.status;
  return { status: typeof status === 'string' && status ? status : null, httpStatus: error.response.status };
}
