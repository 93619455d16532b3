import type { FeatureCheck } from '@support/shared';
import type { Location, NavigateFunction } from 'react-router';
import { type ModalState, pageOf } from '../../../app/modals';
import { openUpgrade } from '../../plans/upgrade';

/**
 * The upgrade modal in place of a glossary dialog, over the page the dialog was drawn over (the
 * glossary when the dialog was opened directly), so closing it does not reopen the dialog.
 */
export function upgradeInstead(navigate: NavigateFunction, location: Location, check: FeatureCheck): void {
  const opened = (location.state as ModalState | null)?.backgroundLocation;
  const under: Location = opened
    ? location
    : { ...location, pathname: pageOf(location), search: '', hash: '', state: null };
  openUpgrade(navigate, under, check, { replace: true });
}
