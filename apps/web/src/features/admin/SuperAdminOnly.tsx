import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../app/FullPageSpinner';
import { PageStatus } from '../../components/ui/PageStatus';
import { useProfile } from '../profile/queries';

/**
 * The gate of /admin: super admins get the area, anyone else the app's usual not-found page, so
 * the area's addresses tell nobody else that it exists (the server answers them 404 as well).
 */
export function SuperAdminOnly({ notFound }: { notFound: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <FullPageSpinner />;
  if (profile.isError)
    return (
      <div className="mx-auto max-w-md p-8">
        <PageStatus error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  if (!profile.data.canAdministerInstance) return notFound;
  return <Outlet />;
}
