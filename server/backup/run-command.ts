/** Runs a backup command on its one argument, the folder; any failure is one line on stderr and exit code 1. */
export function runCommand(name: string, work: (folder: string) => Promise<void>): void {
  const folder = process.argv[2];
  if (!folder) {
    process.stderr.write(`usage: npm run ${name} -- <folder>\n`);
    process.exit(2);
  }
  work(folder).catch((error: unknown) => {
    process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
