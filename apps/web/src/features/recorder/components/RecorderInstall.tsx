import { ChromeExtensionCard } from './ChromeExtensionCard';
import { DesktopRecorderCard } from './DesktopRecorderCard';

/**
 * How to install a recorder, the same in the /install-recorder modal, the onboarding step and
 * /get-started: the Chrome extension, then what a desktop recorder sends.
 */
export function RecorderInstall() {
  return (
    <div className="flex flex-col gap-4">
      <ChromeExtensionCard />
      <DesktopRecorderCard />
    </div>
  );
}
