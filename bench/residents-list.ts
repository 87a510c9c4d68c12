import { fillResidents } from './fill-residents';
import { runAsMain, sitePicker } from './list-bench';

/**
 * How fast is the first page of a resident list filtered by site and sorted by last
 * name, with 1,000,000 residents across 1,000 sites? Data kept in bench/data/ (and the
 * schema bench_residents_<count>) and reused between runs.
 */
const SIZE = {
  sites: Number(process.env.BENCH_SITES ?? 1000),
  residents: Number(process.env.BENCH_RESIDENTS ?? 1_000_000),
};
const nextSite = sitePicker();

runAsMain({
  name: `residents-${SIZE.residents}`,
  table: 'resident',
  fill: (database, ownerId) => fillResidents(database, SIZE, ownerId),
  pages: [
    {
      label: 'GET /api/residents?siteId=…&sort=lastName (page 1 of 20)',
      path: (siteIds) => `/api/residents?siteId=${nextSite(siteIds)}&sort=lastName&order=ASC&page=1&pageSize=20`,
    },
  ],
});
