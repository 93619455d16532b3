import { formatBytes, runCommand } from './command';
import { restoreBackup } from './restore';

/** `npm run restore -- FILE` (dist/restore.js); see docs/operating.md. */
runCommand(
  `Usage: npm run restore -- <file>

  Brings a backup written by npm run backup into an empty data folder (DATA_DIR, the embedded
  database) or an empty PostgreSQL database (DATABASE_URL), with its files. Refuses a target
  that holds data. Start the server afterwards: its migrations bring an older backup up to date.`,
  async (config, file) => {
    const { manifest, found } = await restoreBackup(config, file);
    return [
      `Restored ${file} (made ${manifest.createdAt}, ${manifest.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}).`,
      `  found: ${found.users} users, ${found.organizations} organizations, ${found.articles} articles, ` +
        `${found.helpCenters} help centers, ${found.files} stored files (${formatBytes(manifest.files.bytes)})`,
      manifest.files.storage === 's3'
        ? `  files: the backup's files were in the S3 bucket "${manifest.files.bucket}"; restore that bucket separately.`
        : '',
      '  Start the server now (npm start); it runs any newer migrations first.',
    ]
      .filter(Boolean)
      .join('\n');
  },
);
