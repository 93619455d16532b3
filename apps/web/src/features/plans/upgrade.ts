import { type FeatureCheck, type FeatureKey, ZFeatureCheck } from '@support/shared';
import { useCallback } from 'react';
import { type Location, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import type { ModalState } from '../../app/modals';
import { HttpError } from '../../lib/http';
import { UPGRADE_CODES, type UpgradeState } from './rules/upgrade';

/**
 * Opens the upgrade modal over the current page. Call it when the server answers 403
 * LIMIT_REACHED or FEATURE_NOT_AVAILABLE (the body is the feature check), or with a feature key
 * from a cached check. From inside another modal, that modal's background stays underneath.
 */
export function openUpgrade(
  navigate: NavigateFunction,
  location: Location,
  checkBody: FeatureCheck | { feature: FeatureKey },
  /** `replace`: the upgrade modal takes the place of the modal route it opens from (closing it does not reopen that). */
  options: { replace?: boolean } = {},
): void {
  const background = (location.state as ModalState | null)?.backgroundLocation ?? location;
  const state: UpgradeState = {
    backgroundLocation: background,
    feature: checkBody.feature,
    check: 'name' in checkBody ? checkBody : undefined,
  };
  navigate('/upgrade', { state, replace: options.replace });
}

/** The feature check carried by a 403 LIMIT_REACHED or FEATURE_NOT_AVAILABLE, else null. */
export function upgradeCheckFromError(error: unknown): FeatureCheck | null {
  if (!(error instanceof HttpError) || error.response.status !== 403) return null;
  const body = error.response.data as { code?: string } | undefined;
  if (!body?.code || !(UPGRADE_CODES as readonly string[]).includes(body.code)) return null;
  const parsed = ZFeatureCheck.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * For other features: `const upgrade = useOpenUpgrade(); onError: (e) => upgrade(e) || showError(e)`.
 * Returns true when it opened the modal (the error was a limit or a missing feature).
 */
export function useOpenUpgrade(): (errorOrCheck: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (errorOrCheck: unknown) => {
      const check = upgradeCheckFromError(errorOrCheck) ?? ZFeatureCheck.safeParse(errorOrCheck).data ?? null;
      if (!check) return false;
      openUpgrade(navigate, location, check);
      return true;
    },
    [navigate, location],
  );
}
