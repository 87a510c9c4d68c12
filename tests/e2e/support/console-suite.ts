import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { SCREENSHOTS } from './console-browser';
import { type ConsoleServer, startConsoleServer } from './console-server';

/** The server of a suite: its address, app and folder can be read from the block's beforeAll on. */
export type SuiteServer = Pick<ConsoleServer, 'app' | 'url' | 'dataDir'>;

/** The real server and a Chromium shared by the tests of a describe block, each test opening its own contexts. */
export interface ConsoleSuite {
  server: SuiteServer;
  /** A browser context, closed after the block's tests. */
  newContext(options: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Starts the real server on an empty database and Chromium before the tests of the
 * calling describe block (screenshots folder ready), and stops them, with every
 * context opened, after them.
 */
export function useConsoleSuite(): ConsoleSuite {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startConsoleServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  const started = () => {
    if (!server) throw new Error('The console server starts in beforeAll');
    return server;
  };
  return {
    server: {
      get app() {
        return started().app;
      },
      get url() {
        return started().url;
      },
      get dataDir() {
        return started().dataDir;
      },
    },
    async newContext(options) {
      if (!browser) throw new Error('Chromium starts in beforeAll');
      const context = await browser.newContext(options);
      contexts.push(context);
      return context;
    },
  };
}
