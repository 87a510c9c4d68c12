import { fillResidents } from './fill-residents';
import { runAsMain, sitePicker } from './list-bench';

/**
 * The resident lists at scale, with 1,000,000 residents across 1,000 sites (BENCH_RESIDENTS and
 * BENCH_SITES change it): the list as it opens, a `q` search, a list filtered by site and sorted
 * by last name, and one resident by id, each with BENCH_CONNECTIONS (10) requests at a time.
 * Data kept in bench/data/ (and the schema bench_residents_<count>) and reused between runs.
 */
const SIZE = {
  sites: Number(process.env.BENCH_SITES ?? 1000),
  residents: Number(process.env.BENCH_RESIDENTS ?? 1_000_000),
};
const nextSite = sitePicker();
/** Texts people type: part of a last name with its number, a phone number's tail, a person id. */
const SEARCHES = ['Zhang 51', 'chen 7', '0004242', 'P12345', 'Moreau 9', 'WILLIAMS 33', '8810', 'Dubois 600'];

runAsMain({
  name: `residents-${SIZE.residents}`,
  table: 'resident',
  fill: (database, ownerId) => fillResidents(database, SIZE, ownerId),
  pages: [
    {
      label: 'GET /api/residents (the list as it opens, page 1 of 20)',
      path: () => '/api/residents?page=1&pageSize=20&sort=id&order=DESC',
      aim: '≥ 1,000 req/s, p99 < 30 ms',
    },
    {
      label: 'GET /api/residents?q=… (search, page 1 of 20)',
      path: (_, request) =>
        `/api/residents?q=${encodeURIComponent(SEARCHES[request % SEARCHES.length] ?? '')}&pageSize=20`,
      aim: '≥ 300 req/s, p99 < 60 ms',
    },
    {
      label: 'GET /api/residents?siteId=…&sort=lastName (filtered, page 1 of 20)',
      path: (siteIds) => `/api/residents?siteId=${nextSite(siteIds)}&sort=lastName&order=ASC&page=1&pageSize=20`,
    },
    {
      label: 'GET /api/residents/:id (by id)',
      path: (_, request) => `/api/residents/${1 + ((request * 7919) % SIZE.residents)}`,
    },
  ],
});
