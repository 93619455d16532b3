import { parseArgs } from 'node:util';

export type CliOptions = {
  server: string | null;
  dataDir: string | null;
  open: boolean;
  version: boolean;
  help: boolean;
  port: number;
  selfTest: boolean;
  /** --listen MS with --self-test: how long the input hook listens (0: not started). */
  listenMs: number;
};

export const USAGE = `Usage: support-recorder [--server URL] [--data-dir DIR] [--no-open] [--port N] [--version] [--self-test [--listen MS]]
  --server URL    the product's address (default: the UI setting, then server.json beside the program)
  --data-dir DIR  where the connection, the log and the recordings are kept
  --no-open       do not open the control window (its address is printed on stdout)
  --port N        the control server's port on 127.0.0.1 (default: a random free port)
  --version       print the version and exit
  --self-test     print, as JSON, the platform, the native modules loaded and the control server's
                  answer (and with --server, the product's), then exit
  --listen MS     with --self-test: also list the clicks and keys seen during MS milliseconds`;

export function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: 'string' },
      'data-dir': { type: 'string' },
      'no-open': { type: 'boolean', default: false },
      port: { type: 'string' },
      version: { type: 'boolean', default: false },
      'self-test': { type: 'boolean', default: false },
      listen: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = values.port ? Number(values.port) : 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: ${values.port} is not a port`);
  const listenMs = values.listen ? Number(values.listen) : 0;
  if (!Number.isInteger(listenMs) || listenMs < 0 || listenMs > 600_000)
    throw new Error(`--listen: ${values.listen} is not a number of milliseconds`);
  return {
    server: values.server ?? null,
    dataDir: values['data-dir'] ?? null,
    open: !values['no-open'],
    version: values.version ?? false,
    help: values.help ?? false,
    port,
    selfTest: values['self-test'] ?? false,
    listenMs,
  };
}
