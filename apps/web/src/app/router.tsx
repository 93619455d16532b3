import { createBrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import UnexpectedErrorPage from './pages/UnexpectedErrorPage';

/** A data router whose one route draws the route table, so modal routes can keep a background page. */
export const router = createBrowserRouter([
  { path: '*', element: <AppRoutes />, errorElement: <UnexpectedErrorPage /> },
]);
