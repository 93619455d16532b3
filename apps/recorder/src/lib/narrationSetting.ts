/**
 * The popup's "Narrate with my microphone" switch, remembered in chrome.storage.local (off until the
 * person turns it on and Chrome allows the microphone), and why it turned itself off, shown once.
 */

export const NARRATE_KEY = 'narrate';
export const NARRATE_PROBLEM_KEY = 'narrateProblem';
export const MIC_PERMISSION_PAGE = 'mic-permission.html';

export type NarrateProblem = 'denied' | 'no-microphone' | 'revoked';
export type NarrateSetting = { on: boolean; problem: NarrateProblem | null };
/** A PermissionState, or 'unknown' where the browser cannot say. */
export type MicPermission = 'granted' | 'denied' | 'prompt' | 'unknown';

type Area = Pick<chrome.storage.StorageArea, 'get' | 'set'>;

export async function readNarrate(area: Area): Promise<NarrateSetting> {
  const items = await area.get([NARRATE_KEY, NARRATE_PROBLEM_KEY]);
  const problem = items[NARRATE_PROBLEM_KEY];
  return {
    on: items[NARRATE_KEY] === true,
    problem: problem === 'denied' || problem === 'no-microphone' || problem === 'revoked' ? problem : null,
  };
}

export function saveNarrate(area: Area, setting: NarrateSetting): Promise<void> {
  return area.set({ [NARRATE_KEY]: setting.on, [NARRATE_PROBLEM_KEY]: setting.problem });
}

/**
 * What flipping the switch does: off is remembered at once; on is remembered when Chrome already
 * lets the extension use the microphone, otherwise the permission page asks (the popup cannot: MV3
 * shows no permission prompt there) and remembers it when allowed.
 */
export function switchAction(on: boolean, permission: MicPermission): 'save' | 'ask' {
  return on && permission !== 'granted' ? 'ask' : 'save';
}

/** A remembered "on" whose microphone permission was taken back since turns off, and says why. */
export function reconcile(setting: NarrateSetting, permission: MicPermission): NarrateSetting {
  if (setting.on && (permission === 'denied' || permission === 'prompt'))
    return { on: false, problem: 'revoked' };
  return setting;
}

/** What the permission page remembers after asking Chrome for the microphone. */
export function afterAsking(error: { name?: string } | null): NarrateSetting {
  if (!error) return { on: true, problem: null };
  if (error.name === 'NotFoundError' || error.name === 'OverconstrainedError')
    return { on: false, problem: 'no-microphone' };
  return { on: false, problem: 'denied' };
}

export async function micPermission(): Promise<MicPermission> {
  try {
    const status = await navigator.permissions.query({ name: 'microphone' as PermissionName });
    return status.state;
  } catch {
    return 'unknown';
  }
}
