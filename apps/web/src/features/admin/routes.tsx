import { lazy, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { SuperAdminOnly } from './SuperAdminOnly';

// Created once at module level: a lazy component made during render would remount on every render.
const OrganizationsPage = lazy(() => import('./pages/OrganizationsPage'));
const OrganizationPage = lazy(() => import('./pages/OrganizationPage'));
const UsersPage = lazy(() => import('./pages/UsersPage'));
const JobsPage = lazy(() => import('./pages/JobsPage'));
const SystemPage = lazy(() => import('./pages/SystemPage'));
const AuditPage = lazy(() => import('./pages/AuditPage'));

/**
 * Spec 01 §2's Admin group (issue 18), each page its own chunk. The gate stands outside the
 * shell (`shell`, the app's shell element): anyone but a super admin gets `notFound`, the very
 * page an unknown address shows, without the sidebar.
 */
export function adminRoutes({ shell, notFound }: { shell: ReactNode; notFound: ReactNode }) {
  return (
    <Route path="/admin" element={<SuperAdminOnly notFound={notFound} />}>
      <Route element={shell}>
        <Route index element={<Navigate to="organizations" replace />} />
        <Route path="organizations" element={<OrganizationsPage />} />
        <Route path="organizations/:organizationId" element={<OrganizationPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="system" element={<SystemPage />} />
        <Route path="audit" element={<AuditPage />} />
      </Route>
    </Route>
  );
}
