import { fillFaces, FACES_SIZE as SIZE } from './fill-faces';
import { fillResidents } from './fill-residents';
import { runAsMain, sitePicker } from './list-bench';

/**
 * How fast is the face list with 1,000,000 faces (one per resident, 1,000 sites)?
 * The pages an administrator opens: a site's faces newest first, a site's failed
 * faces, and the faces waiting for manual detection across every site. Data kept in
 * bench/data/ and reused between runs.
 */
const nextSite = sitePicker();

runAsMain({
  name: `faces-${SIZE.residents}`,
  table: 'face',
  fill: async (database, ownerId) => {
    await fillResidents(database, SIZE, ownerId);
    await fillFaces(database, SIZE);
  },
  pages: [
    {
      label: "GET /api/faces?siteId=…&sort=registerDate&order=DESC (a site's faces, newest first)",
      path: (siteIds) => `/api/faces?siteId=${nextSite(siteIds)}&sort=registerDate&order=DESC&page=1&pageSize=20`,
    },
    {
      label: "GET /api/faces?siteId=…&status=register_failed (a site's failed faces)",
      path: (siteIds) => `/api/faces?siteId=${nextSite(siteIds)}&status=register_failed&page=1&pageSize=20`,
    },
    {
      label: 'GET /api/faces?siteId=…&status=manual_detecting&sort=registerDate (waiting for a decision)',
      path: (siteIds) =>
        `/api/faces?siteId=${nextSite(siteIds)}&status=manual_detecting&sort=registerDate&order=DESC&page=1&pageSize=20`,
    },
  ],
});
