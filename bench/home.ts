import { FACES_SIZE, fillFaces } from './fill-faces';
import { fillResidents } from './fill-residents';
import { runAsMain } from './list-bench';

/**
 * How fast is Home (`GET /api/home`) with 1,000,000 faces over 1,000 sites, and how long
 * does the refresh of its figures (the `home-figures` job) take? Shares the data set of
 * the face list bench (bench/data/faces-1000000.sqlite, schema bench_faces_1000000).
 * The super admin sees every site: the largest answer. The job also fires on its own
 * every 30 s while the load runs, as it does in production. Prints; asserts nothing.
 */
const REFRESHES = 3;

interface JobRun {
  status: string;
  durationMs: number | null;
}

/** The code of a Run now refused because the job is running (its own schedule fired it). */
const ALREADY_RUNNING = 6047;

async function call<T>(address: string, token: string, method: string, path: string): Promise<T> {
  for (;;) {
    const response = await fetch(`${address}${path}`, { method, headers: { token } });
    const body = (await response.json()) as { code: number; data: T };
    if (body.code === 200) return body.data;
    if (body.code !== ALREADY_RUNNING) throw new Error(`${method} ${path} failed with code ${body.code}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

runAsMain({
  name: `faces-${FACES_SIZE.residents}`,
  table: 'face',
  fill: async (database, ownerId) => {
    await fillResidents(database, FACES_SIZE, ownerId);
    await fillFaces(database, FACES_SIZE);
  },
  async prepare({ label, address, token }) {
    const jobs = await call<{ list: { id: number; code: string }[] }>(
      address,
      token,
      'GET',
      '/api/scheduled-jobs?q=home-figures&pageSize=10',
    );
    const job = jobs.list.find((row) => row.code === 'home-figures');
    if (!job) throw new Error('the home-figures job is missing');
    const durations: string[] = [];
    for (let refresh = 0; refresh < REFRESHES; refresh++) {
      const run = await call<JobRun>(address, token, 'POST', `/api/scheduled-jobs/${job.id}/run`);
      durations.push(run.status === 'succeeded' ? `${run.durationMs} ms` : run.status);
    }
    console.log(`${label}: refresh of the figures (home-figures job, run now): ${durations.join(', ')}`);
  },
  pages: [
    { label: 'GET /api/home (super admin: every site and every tile)', path: () => '/api/home', aim: 'p95 < 50 ms' },
    {
      label: 'GET /api/sites/:id (the floor: one row by id, with the token check, the API log and JSON)',
      path: (siteIds, request) => `/api/sites/${siteIds[request % siteIds.length]}`,
    },
  ],
});
