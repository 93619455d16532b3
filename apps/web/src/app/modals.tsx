import type { Location } from 'react-router';
import { matchPath } from 'react-router';

/**
 * Modal routes are drawn over a background page. Opened from a link, the background is
 * `state.backgroundLocation`; opened directly, it is the modal's parent page listed here.
 */
export const MODAL_BACKGROUNDS: Array<{ path: string; background: string }> = [
  { path: '/articles/:articleId/admin', background: '/articles/:articleId' },
  { path: '/articles/create', background: '/articles' },
  { path: '/organizations/add-member', background: '/settings/team' },
  { path: '/organizations/create', background: '/settings/organizations' },
  { path: '/organization-selector', background: '/settings/organizations' },
  { path: '/helpcenters/create', background: '/helpcenters' },
  { path: '/helpcenters/authentication/password', background: '/helpcenters' },
  { path: '/helpcenters/authentication/sso', background: '/helpcenters' },
  { path: '/markdown-help', background: '/articles' },
  { path: '/glossary/add', background: '/glossary' },
  { path: '/glossary/edit', background: '/glossary' },
  { path: '/insert-link', background: '/articles' },
  { path: '/install-recorder', background: '/get-started' },
  { path: '/translation-languages', background: '/settings/translations' },
  { path: '/upgrade', background: '/settings/plans' },
  { path: '/select-subscription', background: '/articles' },
];

export type ModalState = { backgroundLocation?: Location };

export function backgroundFor(location: Location): Location | string | undefined {
  const state = location.state as ModalState | null;
  if (state?.backgroundLocation) return state.backgroundLocation;
  for (const modal of MODAL_BACKGROUNDS) {
    const match = matchPath(modal.path, location.pathname);
    if (match) {
      return modal.background.replace(/:(\w+)/g, (_, name: string) => match.params[name] ?? '');
    }
  }
  return undefined;
}

/** The page a location shows: a modal route counts as the page under it. */
export function pageOf(location: Pick<Location, 'pathname' | 'state'>): string {
  const background = backgroundFor(location as Location);
  if (typeof background === 'string') return background;
  return background?.pathname ?? location.pathname;
}
