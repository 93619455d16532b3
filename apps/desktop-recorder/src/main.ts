import { resolve } from 'node:path';
import { readBundledServer, readSettings } from './app/config';
import { Controller } from './app/controller';
import { createLog } from './app/log';
import { openAppWindow } from './app/openBrowser';
import { detectKeyboardLayout } from './capture/detectKeyboardLayout';
import { parseCli, USAGE } from './cli';
import { normalizeServer } from './connect/http';
import { systemLanguage } from './i18n/messages';
import { defaultDataDir } from './store/paths';
import { ensureDir } from './store/secureFile';
import { startControlServer } from './ui/server';
import { RECORDER_VERSION } from './version';

/**
 * `support-recorder [--server URL] [--data-dir DIR] [--no-open] [--port N] [--version]`.
 * Prints exactly one line on stdout, the control URL (with its secret), then serves until stopped;
 * everything else goes to `recorder.log` in the data dir.
 */
async function main() {
  let cli: ReturnType<typeof parseCli>;
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (cli.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (cli.version) {
    process.stdout.write(`${RECORDER_VERSION}\n`);
    return;
  }
  // Asked while the rest starts (one short program run, at most 3 s).
  const detectedKeyboardLayout = detectKeyboardLayout();
  const dataDir = resolve(cli.dataDir ?? defaultDataDir());
  await ensureDir(dataDir);
  const log = createLog(dataDir);
  let serverFlag: string | null = null;
  if (cli.server) {
    try {
      serverFlag = normalizeServer(cli.server);
    } catch {
      process.stderr.write(`--server: ${cli.server} is not an address\n`);
      process.exit(2);
    }
  }
  const controller = new Controller({
    dataDir,
    serverFlag,
    bundledServer: await readBundledServer(),
    settings: await readSettings(dataDir),
    systemLanguage: systemLanguage(),
    detectedKeyboardLayout: await detectedKeyboardLayout,
    log,
  });
  await controller.init();
  const server = await startControlServer(controller, cli.port);
  log(
    `started ${RECORDER_VERSION} pid ${process.pid}, data ${dataDir}, server ${controller.serverUrl || '(none)'}`,
  );
  process.stdout.write(`${server.url}\n`);
  if (cli.open) void openAppWindow(server.url);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${signal})`);
    // A recording in progress is closed cleanly: its steps and images are already on disk.
    await controller.shutdown().catch(() => undefined);
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('uncaughtException', (error) => log(`uncaught: ${error.stack ?? String(error)}`));
  process.on('unhandledRejection', (error) => log(`unhandled: ${(error as Error)?.stack ?? String(error)}`));
}

void main();
