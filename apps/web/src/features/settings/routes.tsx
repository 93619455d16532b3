import { lazy } from 'react';
import { Navigate, Route } from 'react-router';

// Created once at module level: a lazy component made during render would remount on every render.
const SettingsLayout = lazy(() => import('./SettingsLayout'));
const PersonalInfoPage = lazy(() => import('./pages/PersonalInfoPage'));
const AccountPage = lazy(() => import('./pages/AccountPage'));
const GeneralPage = lazy(() => import('./pages/GeneralPage'));
const TeamPage = lazy(() => import('../team/pages/TeamPage'));
const CustomizationPage = lazy(() => import('./pages/CustomizationPage'));
const TranslationsPage = lazy(() => import('./pages/TranslationsPage'));
const TemplatesPage = lazy(() => import('../article-templates/pages/TemplatesPage'));
const ExportPage = lazy(() => import('../exports/pages/ExportPage'));
const ImportPage = lazy(() => import('../imports/pages/ImportPage'));
const ApiKeysPage = lazy(() => import('../api-keys/pages/ApiKeysPage'));
const WebhooksPage = lazy(() => import('../webhooks/pages/WebhooksPage'));
const PlansPage = lazy(() => import('../plans/pages/PlansPage'));
const UsagePage = lazy(() => import('../plans/pages/UsagePage'));
const OrganizationsPage = lazy(() => import('../organizations/pages/OrganizationsPage'));
const HelpSettingsPage = lazy(() => import('./pages/HelpSettingsPage'));

const AddMemberModal = lazy(() => import('../team/modals/AddMemberModal'));
const CreateOrganizationModal = lazy(() => import('../organizations/modals/CreateOrganizationModal'));
const OrganizationSelectorModal = lazy(() => import('../organizations/modals/OrganizationSelectorModal'));
const TranslationLanguagesModal = lazy(() => import('./modals/TranslationLanguagesModal'));
const InstallRecorderModal = lazy(() => import('./modals/InstallRecorderModal'));

/** The settings area (nested pages under /settings, spec 01 §2 and spec 02 "Settings area"). */
export function settingsRoutes() {
  return (
    <Route path="/settings" element={<SettingsLayout />}>
      <Route index element={<Navigate to="personal-info" replace />} />
      <Route path="personal-info" element={<PersonalInfoPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="general" element={<GeneralPage />} />
      <Route path="team" element={<TeamPage />} />
      <Route path="customization" element={<CustomizationPage />} />
      <Route path="translations" element={<TranslationsPage />} />
      <Route path="templates" element={<TemplatesPage />} />
      <Route path="export" element={<ExportPage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="api-keys" element={<ApiKeysPage />} />
      <Route path="webhooks" element={<WebhooksPage />} />
      <Route path="plans" element={<PlansPage />} />
      <Route path="usage" element={<UsagePage />} />
      <Route path="organizations" element={<OrganizationsPage />} />
      <Route path="help" element={<HelpSettingsPage />} />
    </Route>
  );
}

/** Modal routes of organizations and team, drawn over their background page (see app/modals.tsx). */
export function settingsModalRoutes() {
  return (
    <>
      <Route path="/organizations/add-member" element={<AddMemberModal />} />
      <Route path="/organizations/create" element={<CreateOrganizationModal />} />
      <Route path="/organization-selector" element={<OrganizationSelectorModal />} />
      <Route path="/translation-languages" element={<TranslationLanguagesModal />} />
      <Route path="/install-recorder" element={<InstallRecorderModal />} />
    </>
  );
}
