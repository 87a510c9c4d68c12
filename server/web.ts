import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { declareRoutesPublic } from './auth/route-permission';
import { isApiPath } from './http/api-paths';
import { sendNotFound } from './http/error-handler';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built browser app from `webRoot` on the API's port. Hashed assets are
 * cached for a year; index.html is revalidated so a new build shows at once. Any
 * other GET that is not an API path gets index.html, so clean URLs survive a reload.
 * Without a build, only the API is served.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const hasApp = fs.existsSync(indexFile);
  if (hasApp) {
    await app.register(async (web) => {
      declareRoutesPublic(web);
      await web.register(fastifyStatic, {
        root: webRoot,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.split(path.sep).includes('assets');
          reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasApp && isPageRequest && !isApiPath(request.url)) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
      return;
    }
    sendNotFound(request, reply);
  });
}
