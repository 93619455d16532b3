import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../../config';
import { EmbeddedDatabaseError } from '../../db/embedded';
import { BackupError } from './manifest';

/**
 * The frame of `npm run backup` and `npm run restore`: one FILE argument, the server's own
 * configuration (DATA_DIR, DATABASE_URL, S3_*), exit 2 on bad usage, 1 with a plain message on
 * anything the operator must fix, 0 on success.
 */
export function runCommand(usage: string, run: (config: Config, file: string) => Promise<string>): void {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(usage);
    process.exit(2);
  }
  const file = path.resolve(args[0]!);
  (async () => run(loadConfig(), file))().then(
    (report) => {
      console.log(report);
      process.exit(0);
    },
    (error) => {
      const known =
        error instanceof BackupError ||
        error instanceof EmbeddedDatabaseError ||
        error instanceof ConfigError;
      console.error(known ? error.message : error);
      process.exit(1);
    },
  );
}

export const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
