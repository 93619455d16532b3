import { useQuery } from '@tanstack/react-query';
import { DESKTOP_FILES_URL, DESKTOP_PLATFORMS, type DesktopPlatform } from './platform';

export type DesktopFile = { platform: DesktopPlatform; name: string; url: string; size: number };

/**
 * What this server has built (GET /downloads/desktop-recorder/files.json, outside the API and
 * without sign-in, like the downloads themselves): the page shows sizes and marks what is missing.
 */
export function useDesktopFiles() {
  return useQuery({
    queryKey: ['desktop-recorder-files'],
    queryFn: async (): Promise<DesktopFile[]> => {
      const response = await fetch(DESKTOP_FILES_URL, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`files.json: ${response.status}`);
      const body = (await response.json()) as { files?: DesktopFile[] };
      return (body.files ?? []).filter((file) => DESKTOP_PLATFORMS.includes(file.platform));
    },
    staleTime: 60_000,
    retry: 1,
  });
}

/** 31.2 MB / 31,2 MB in the interface language. */
export function formatSize(bytes: number, language: string): string {
  const mb = bytes / 1024 / 1024;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(mb)} MB`;
}
