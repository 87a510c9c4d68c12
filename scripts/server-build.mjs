import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The folders the server is made of; all of them are compiled, one JavaScript file per module. */
const SOURCE_DIRS = ['server', 'contract', 'generator'];
const COMPILED = /(?<!\.d)\.(ts|js)$/;
/** Read by the server at run time next to its own files: linked into the build, not copied, so they stay current. */
const DATA_LINKS = [
  { at: 'schemas', to: 'schemas' },
  { at: 'server/db/migrations', to: 'server/db/migrations' },
];
const STAMP = '.source-hash';

/** The compiled server's folder (`build/`): `build/server/main.js` is the server. */
export function buildDir(root) {
  return path.join(root, 'build');
}

/**
 * Compiles the server to JavaScript unless `build/` was made from exactly these
 * sources (a hash of their contents and of this script). Returns whether it compiled.
 *
 * @param {string} root
 * @param {{ force?: boolean, out?: string, log?: (text: string) => void }} [options]
 * @returns {Promise<boolean>}
 */
export async function ensureServerBuild(
  root,
  { force = false, out = buildDir(root), log = (text) => process.stdout.write(`${text}\n`) } = {},
) {
  const hash = sourceHash(root);
  const stamp = path.join(out, STAMP);
  if (!force && readOrUndefined(stamp) === hash) return false;
  log('Compiling the server…');
  const started = performance.now();
  await compileServer(root, out);
  fs.writeFileSync(stamp, hash);
  log(`Server compiled in ${Math.round(performance.now() - started)} ms`);
  return true;
}

/**
 * Replaces what an earlier build wrote in `out` with every module of the server's folders, at the same
 * relative path. `out` must lie inside `root`: the compiled modules find the packages
 * in `root/node_modules` as the sources do.
 */
export async function compileServer(root, out = buildDir(root)) {
  for (const made of [STAMP, ...SOURCE_DIRS, ...DATA_LINKS.map((link) => link.at)]) {
    fs.rmSync(path.join(out, made), { recursive: true, force: true });
  }
  // Loaded only to compile: a start on a built tree needs no compiler.
  const { build } = await import('esbuild');
  const entryPoints = SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir)).filter((file) => COMPILED.test(file));
  await build({
    absWorkingDir: root,
    entryPoints,
    outbase: root,
    outdir: out,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [modulesStayFiles(root)],
  });
  for (const link of DATA_LINKS) {
    const at = path.join(out, link.at);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.symlinkSync(path.relative(path.dirname(at), path.join(root, link.to)), at, 'dir');
  }
}

/**
 * Every module imports its neighbours by relative path: each stays a file of its own
 * (`./app` becomes `./app.js`), so `import.meta.url` and the feature folders' layout are
 * those of the sources. JSON files are inlined into the module that imports them.
 */
function modulesStayFiles(root) {
  return {
    name: 'modules-stay-files',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point' || args.path.endsWith('.json')) return undefined;
        const target = resolveSource(path.resolve(args.resolveDir, args.path));
        if (!target) return { errors: [{ text: `cannot find ${args.path} from ${args.importer}` }] };
        if (!SOURCE_DIRS.some((dir) => target.startsWith(path.join(root, dir) + path.sep))) {
          return { errors: [{ text: `${args.importer} imports ${target}, outside ${SOURCE_DIRS.join(', ')}` }] };
        }
        const relative = path.relative(args.resolveDir, target).replace(/\.ts$/, '.js');
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
      esbuild.onResolve({ filter: /^[^./]/ }, (args) => ({ path: packagePath(args), external: true }));
    },
  };
}

/**
 * A package import as Node's ES module loader finds it: a path into a package without
 * an `exports` map (`ajv/dist/standalone`) gets its file's name (`…/index.js`).
 */
function packagePath(args) {
  const parts = args.path.split('/');
  const nameLength = args.path.startsWith('@') ? 2 : 1;
  if (args.path.startsWith('node:') || parts.length <= nameLength) return args.path;
  const name = parts.slice(0, nameLength).join('/');
  const require = createRequire(args.importer);
  let manifest;
  try {
    manifest = require.resolve(`${name}/package.json`);
  } catch {
    return args.path;
  }
  if (JSON.parse(fs.readFileSync(manifest, 'utf8')).exports) return args.path;
  const file = require.resolve(args.path);
  return `${name}/${path.relative(path.dirname(manifest), file).split(path.sep).join('/')}`;
}

function resolveSource(base) {
  const candidates = [base, `${base}.ts`, `${base}.js`, path.join(base, 'index.ts')];
  if (base.endsWith('.js')) candidates.unshift(base.replace(/\.js$/, '.ts'));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function sourceFiles(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name))];
  });
}

/** A hash of every file the build is made from, with its path, and of this script. */
export function sourceHash(root) {
  const hash = createHash('sha256');
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => COMPILED.test(file) || file.endsWith('.json'))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)));
  hash.update(fs.readFileSync(new URL(import.meta.url)));
  return hash.digest('hex');
}

function readOrUndefined(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
