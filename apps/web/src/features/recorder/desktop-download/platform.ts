/** The desktop recorder's builds, as the server names them (support-desktop-recorder-<platform>.zip). */
export const DESKTOP_PLATFORMS = ['win-x64', 'darwin-x64', 'linux-x64'] as const;
export type DesktopPlatform = (typeof DESKTOP_PLATFORMS)[number];

export const DESKTOP_FILES_URL = '/downloads/desktop-recorder/files.json';
export const desktopZipUrl = (platform: DesktopPlatform) =>
  `/downloads/desktop-recorder/support-desktop-recorder-${platform}.zip`;

type NavigatorLike = {
  userAgent?: string;
  platform?: string;
  userAgentData?: { platform?: string } | undefined;
};

/**
 * The visitor's system from the browser: User-Agent Client Hints where the browser has them
 * (Chromium; `platform` is "Windows", "macOS", "Linux", "Chrome OS", "Android"), else the
 * User-Agent string. Phones, tablets and ChromeOS get null: the recorder does not run there,
 * and the page lists all three instead of guessing. Apple silicon Macs get the x64 build
 * (it runs under Rosetta 2; see docs/desktop-recorder.md).
 */
export function detectPlatform(nav: NavigatorLike | undefined): DesktopPlatform | null {
  if (!nav) return null;
  const hinted = nav.userAgentData?.platform?.toLowerCase();
  if (hinted) {
    if (hinted === 'windows') return 'win-x64';
    if (hinted === 'macos') return 'darwin-x64';
    if (hinted === 'linux') return 'linux-x64';
    return null;
  }
  const ua = `${nav.userAgent ?? ''} ${nav.platform ?? ''}`;
  if (/android|iphone|ipad|ipod|cros/i.test(ua)) return null;
  if (/windows|win32|win64/i.test(ua)) return 'win-x64';
  if (/mac os x|macintosh|macintel/i.test(ua)) return 'darwin-x64';
  if (/linux|x11/i.test(ua)) return 'linux-x64';
  return null;
}
