import { ensureWebBuild } from './web-build';

// `npm start`: one command from a fresh clone to a console on one port.
ensureWebBuild(process.cwd());
await import('./main');
