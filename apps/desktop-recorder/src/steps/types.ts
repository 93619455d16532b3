import type { MonitorGeometry, Viewport, ViewportPoint } from '../capture/coordinates';

/** The window acted in: its title becomes the step's `pageTitle`, its program the `application`. */
export type WindowInfo = { title: string; application: string };

/** A screenshot already on disk (or about to be): its image part name and the monitor it shows. */
export type Shot = {
  image: string;
  monitor: MonitorGeometry;
  /** The captured image's pixels (may differ from the monitor's reported size on macOS). */
  size: { width: number; height: number };
};

/** A step as the journal keeps it; `buildManifest` turns the list into the upload's manifest. */
export type DesktopStep = {
  action: 'CLICK' | 'DOUBLE_CLICK' | 'RIGHT_CLICK' | 'DRAG' | 'TYPE' | 'KEY';
  image: string;
  timestamp: number;
  pageTitle: string;
  application: string;
  point?: ViewportPoint;
  endPoint?: ViewportPoint;
  value?: string;
  valueWithheld?: boolean;
  /** TYPE into a password field, or text that looked like a password: withheld, worded as one. */
  secret?: boolean;
  key?: string;
  viewport: Viewport;
};
