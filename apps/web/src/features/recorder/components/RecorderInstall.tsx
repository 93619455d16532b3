import { ChromeExtensionCard } from './ChromeExtensionCard';
import { DesktopRecorderCard } from './DesktopRecorderCard';

/**
 * How to install a recorder, the same in the /install-recorder modal, the onboarding step and
 * /get-started: the Chrome extension, then what a desktop recorder sends. Laid out by the width
 * of its container (@container), not of the screen: the onboarding card is narrow on any screen.
 */
export function RecorderInstall() {
  return (
    <div className="@container flex flex-col gap-4">
      <ChromeExtensionCard />
      <DesktopRecorderCard />
    </div>
  );
}
