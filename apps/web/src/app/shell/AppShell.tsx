import { Outlet } from 'react-router';

/** The signed-in frame: sidebar and content. */
export function AppShell() {
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  );
}
