import { ensureServerBuild } from './server-build.mjs';

// `npm run build:server`: compiles the server when its sources changed (`--force`: always).
await ensureServerBuild(process.cwd(), { force: process.argv.includes('--force') });
