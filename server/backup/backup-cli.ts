import { loadConfig } from '../config';
import { makeBackup } from './make-backup';
import { runCommand } from './run-command';

/**
 * `npm run backup -- <folder>`: a consistent backup of the console while it serves, made from
 * the shell of a machine with the same configuration (DATA_DIR or DATABASE_URL, FILE_STORE,
 * SECRET_KEY). The folder must be new or empty.
 */
runCommand('backup', async (folder) => {
  const manifest = await makeBackup(loadConfig(process.env), folder, (line) => process.stdout.write(`${line}\n`));
  const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
  process.stdout.write(`backup done in ${folder}: ${rows} rows in ${Object.keys(manifest.rows).length} tables\n`);
});
