import { resolve } from 'node:path';
import { generate, MigrationRefused, staleFiles, writeGeneration } from './generation';
import { SchemaProblem } from './schema-problem';

interface Options {
  root: string;
  check: boolean;
}

function parseArguments(args: string[]): Options {
  const options: Options = { root: process.cwd(), check: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--check') options.check = true;
    else if (arg === '--root' && args[i + 1]) options.root = resolve(args[++i]);
    else if (arg.startsWith('--root=')) options.root = resolve(arg.slice('--root='.length));
    else throw new Error(`unknown argument "${arg}"; use --check and --root <dir>`);
  }
  return options;
}

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const generation = await generate(options.root);
  for (const notice of generation.notices) console.warn(`notice: ${notice}`);

  if (options.check) {
    const stale = staleFiles(options.root, generation);
    if (stale.length === 0) {
      console.log('generated files are up to date');
      return 0;
    }
    console.error('generated files are stale; run `npm run generate` and commit the result:');
    for (const path of stale) {
      const why = path === generation.migration?.path ? ' (pending migration)' : '';
      console.error(`  ${path}${why}`);
    }
    return 1;
  }

  const written = writeGeneration(options.root, generation);
  if (written.length === 0) console.log('nothing to do: generated files are up to date');
  for (const path of written) console.log(`wrote ${path}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof SchemaProblem) console.error(`schemas refused:\n${error.message}`);
    else if (error instanceof MigrationRefused) console.error(error.message);
    else console.error(error);
    process.exitCode = 2;
  },
);
