import { Route, Routes } from 'react-router';
import { articleModalRoutes } from '../features/articles/routes';
import { editorModalRoutes } from '../features/editor/routes';
import { glossaryModalRoutes } from '../features/glossary/routes';
import { helpCenterModalRoutes } from '../features/help-centers/routes';
import { planModalRoutes } from '../features/plans/routes';
import { settingsModalRoutes } from '../features/settings/routes';
import { initI18n } from '../lib/i18n';
import { QueryProvider } from '../lib/QueryProvider';
import { showToaster } from './DeferredToaster';
import { RequireAuth } from './RequireAuth';

initI18n();
showToaster();

const MODAL_ROUTES = (
  <>
    <Route element={<RequireAuth />}>
      {settingsModalRoutes()}
      {articleModalRoutes()}
      {editorModalRoutes()}
      {glossaryModalRoutes()}
      {planModalRoutes()}
      {helpCenterModalRoutes()}
    </Route>
    <Route path="*" element={null} />
  </>
);

/** The modal routes, drawn at the real location over the background page (see AppRoutes). */
export default function ModalRoutes() {
  return (
    <QueryProvider>
      <Routes>{MODAL_ROUTES}</Routes>
    </QueryProvider>
  );
}
