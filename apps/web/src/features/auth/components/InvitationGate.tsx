import type { Invitation } from '@support/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { AuthLayout } from './AuthLayout';
import { InvitationLoadingNote } from './InvitationParts';

/* The lookup (TanStack Query, zod, i18next) loads only when a link carries a token. */
const InvitationLookup = lazy(() => import('./InvitationLookup'));

/**
 * Guest screens that take an `inviteToken`: while the invitation loads a spinner shows; an
 * unusable one shows the unavailable screen; otherwise the screen renders with the invitation
 * (or without one when there is no token).
 */
export function InvitationGate({
  inviteToken,
  children,
}: {
  inviteToken: string | null;
  children: (invitation: Invitation | null) => ReactNode;
}) {
  if (!inviteToken) return <>{children(null)}</>;
  return (
    <Suspense
      fallback={
        <AuthLayout>
          <InvitationLoadingNote />
        </AuthLayout>
      }
    >
      <InvitationLookup inviteToken={inviteToken}>{children}</InvitationLookup>
    </Suspense>
  );
}
