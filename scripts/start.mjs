import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDir, ensureServerBuild } from './server-build.mjs';

// `npm start`: compiles the server if its sources changed since the last build, then runs
// the compiled JavaScript (build/server/start.js builds the browser app if it changed).
const root = path.resolve(import.meta.dirname, '..');
await ensureServerBuild(root);
// Node 22.1 and later keep V8's compiled code between starts; Node 20 has no such cache.
module.enableCompileCache?.(path.join(buildDir(root), '.compile-cache'));
await import(pathToFileURL(path.join(buildDir(root), 'server', 'start.js')).href);
