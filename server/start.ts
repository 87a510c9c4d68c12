import { ensureWebBuild } from './web-build';

// Run by `npm start` from the compiled tree (scripts/start.mjs compiles the server first):
// builds the browser app when its sources changed, then starts the server.
ensureWebBuild(process.cwd());
await import('./main');
