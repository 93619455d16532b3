import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { LAYOUT_IDS } from '../capture/keyboardLayouts';
import { normalizeServer } from '../connect/http';
import { writeFileAtomic } from '../store/secureFile';

/**
 * Where the recorder finds its server, strongest first: `--server`, the address set in its UI
 * (settings.json in the data dir), then `server.json` written beside the bundle by the server the
 * download came from (contract item 5).
 */

const ZServerJson = z.object({ serverUrl: z.string().min(1) });
const ZSettings = z.object({
  serverUrl: z.string().optional(),
  language: z.enum(['en', 'de']).optional(),
  /** Chosen in the UI when the detected one is wrong or unknown. */
  keyboardLayout: z.enum(LAYOUT_IDS).optional(),
});
export type Settings = z.infer<typeof ZSettings>;

/** Folders a bundle's server.json may sit in: beside the script, its parent, beside the executable. */
export function bundleDirs(): string[] {
  const script = process.argv[1] ? dirname(process.argv[1]) : process.cwd();
  return [...new Set([script, dirname(script), dirname(process.execPath)])];
}

export async function readBundledServer(dirs = bundleDirs()): Promise<string | null> {
  for (const dir of dirs) {
    try {
      const parsed = ZServerJson.parse(JSON.parse(await readFile(join(dir, 'server.json'), 'utf8')));
      return normalizeServer(parsed.serverUrl);
    } catch {
      // not there or not valid: the next place
    }
  }
  return null;
}

export async function readSettings(dataDir: string): Promise<Settings> {
  try {
    return ZSettings.parse(JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8')));
  } catch {
    return {};
  }
}

export async function writeSettings(dataDir: string, settings: Settings): Promise<void> {
  await writeFileAtomic(join(dataDir, 'settings.json'), JSON.stringify(settings, null, 2));
}
