// The load of a list bench, in a worker thread so the client does not share the server's event loop:
// `connections` loops each send their next request as soon as the previous one answered (keep-alive).
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { address, token, paths, warmUp, connections } = workerData;

async function send(path) {
  const started = performance.now();
  const response = await fetch(`${address}${path}`, { headers: { token } });
  const body = await response.json();
  if (body.code !== 200) throw new Error(`${path} failed with code ${body.code}`);
  return { elapsed: performance.now() - started, rows: Array.isArray(body.data?.list) ? body.data.list.length : 1 };
}

async function run(from, to) {
  let next = from;
  const samples = [];
  let rows = 0;
  const loop = async () => {
    while (next < to) {
      const answer = await send(paths[next++]);
      samples.push(answer.elapsed);
      rows += answer.rows;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  return { samples, rows, seconds: (performance.now() - started) / 1000 };
}

await run(0, warmUp);
parentPort.postMessage(await run(warmUp, paths.length));
