import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { readBundledServer, readSettings } from './app/config';
import { Controller } from './app/controller';
import { createLog } from './app/log';
import { showMessageBox } from './app/messageBox';
import { openAppWindow } from './app/openBrowser';
import { logPath, probeCapture } from './app/problems';
import { selfTest } from './app/selfTest';
import { detectKeyboardLayout } from './capture/detectKeyboardLayout';
import { parseCli, USAGE } from './cli';
import { normalizeServer } from './connect/http';
import { MESSAGES, systemLanguage } from './i18n/messages';
import { defaultDataDir } from './store/paths';
import { ensureDir } from './store/secureFile';
import { startControlServer } from './ui/server';
import { RECORDER_VERSION } from './version';

/**
 * `support-recorder [--server URL] [--data-dir DIR] [--no-open] [--port N] [--version] [--self-test]`.
 * Prints exactly one line on stdout, the control URL (with its secret), then serves until stopped;
 * everything else goes to `recorder.log` in the data dir.
 */

/** stdout may be unusable (a pipe under Wine, a closed console): printing never ends the recorder. */
function say(line: string): void {
  try {
    process.stdout.write(`${line}\n`);
  } catch {}
}

let dataDirForFailures: string | null = null;

async function main() {
  let cli: ReturnType<typeof parseCli>;
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (cli.help) return say(USAGE);
  if (cli.version) return say(RECORDER_VERSION);
  // Asked while the rest starts (one short program run, at most 3 s).
  const detectedKeyboardLayout = detectKeyboardLayout();
  const dataDir = resolve(cli.dataDir ?? defaultDataDir());
  dataDirForFailures = dataDir;
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
  if (cli.selfTest) {
    const report = await selfTest(controller, {
      server: controller.serverUrl || null,
      listenMs: cli.listenMs,
      write: say,
    });
    log(`self-test: ${JSON.stringify(report)}`);
    say(JSON.stringify(report));
    process.exit(0);
  }
  const server = await startControlServer(controller, cli.port);
  log(
    `started ${RECORDER_VERSION} pid ${process.pid}, data ${dataDir}, server ${controller.serverUrl || '(none)'}`,
  );
  say(server.url);
  const opened = cli.open ? openAppWindow(server.url) : Promise.resolve(false);
  // Loaded now, not at import (capture/native.ts): a failure is logged and shown in the control
  // window, or in a message box when no window showed it; the recorder stays up either way.
  void probeCapture(controller.problems).then((loaded) => {
    if (!loaded && cli.open) void controller.problems.speakUp(opened);
  });

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

/**
 * The recorder could not start at all: written to the log (in the data folder, made if need be)
 * and shown in a message box, since on Windows the console that would show it closes at once.
 */
function reportFatal(error: unknown): void {
  const text = (error as Error)?.stack ?? String(error);
  try {
    process.stderr.write(`support-recorder could not start: ${text}\n`);
  } catch {}
  let dir = dataDirForFailures;
  try {
    dir ??= resolve(defaultDataDir());
    mkdirSync(dir, { recursive: true });
    createLog(dir)(`could not start: ${text}`);
  } catch {}
  const m = MESSAGES[systemLanguage()];
  showMessageBox(
    m.startFailedTitle,
    m.startFailed
      .replace('{error}', (error as Error)?.message ?? String(error))
      .replace('{log}', logPath(dir ?? '')),
  );
  // A moment for the message box's program to start before this process ends.
  setTimeout(() => process.exit(1), 300);
}

main().catch(reportFatal);
