import { API_PREFIX } from '@support/shared';
import { usePublicConfig } from '../../lib/publicConfig';

/** The server's own downloads (the config's defaults), so the links work before /config answers. */
export const EXTENSION_ZIP_URL = '/downloads/support-recorder.zip';
export const RECORDING_FORMAT_URL = '/downloads/recording-format.md';
export const OPENAPI_URL = `${API_PREFIX}/openapi.json`;
export const EXTENSIONS_PAGE = 'chrome://extensions';
/** DESKTOP_RECORDER_URL's default: the desktop recorder's download page (public, desktop-download/). */
export const DESKTOP_DOWNLOAD_PAGE = '/download/desktop-recorder';

export type RecorderLinks = {
  extensionUrl: string;
  /** A zip is loaded unpacked in Developer mode; anything else is a store page. */
  extensionIsZip: boolean;
  formatUrl: string;
  /** The desktop recorder's download (DESKTOP_RECORDER_URL: the download page by default); null when it points at the format. */
  desktopAppUrl: string | null;
};

const isZip = (url: string) => /\.zip(?:[?#]|$)/i.test(url);
const isFormatDocument = (url: string) => /recording-format|\.md(?:[?#]|$)/i.test(url);

/** Where the recorders come from on this server (CHROME_EXTENSION_URL, DESKTOP_RECORDER_URL). */
export function recorderLinks(config?: {
  chromeExtensionUrl: string;
  desktopRecorderUrl: string;
}): RecorderLinks {
  const extensionUrl = config?.chromeExtensionUrl || EXTENSION_ZIP_URL;
  const desktop = config?.desktopRecorderUrl || DESKTOP_DOWNLOAD_PAGE;
  const desktopIsFormat = isFormatDocument(desktop);
  return {
    extensionUrl,
    extensionIsZip: isZip(extensionUrl),
    formatUrl: desktopIsFormat ? desktop : RECORDING_FORMAT_URL,
    desktopAppUrl: desktopIsFormat ? null : desktop,
  };
}

export function useRecorderLinks(): RecorderLinks {
  return recorderLinks(usePublicConfig().data);
}
