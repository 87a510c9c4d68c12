import { loadConfig } from '../config';
import { restoreBackup } from './restore-backup';
import { runCommand } from './run-command';

/**
 * `npm run restore -- <folder>`: a backup put onto a fresh console (a new DATA_DIR, or an empty
 * PostgreSQL database; the same FILE_STORE; the same SECRET_KEY when the backup was made with
 * one). Start the console afterwards; every session of the backup has ended.
 */
runCommand('restore', async (folder) => {
  await restoreBackup(loadConfig(process.env), folder, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`restore done from ${folder}: start the console\n`);
});
