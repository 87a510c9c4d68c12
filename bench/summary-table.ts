import { percentile } from './latency';

/** One measured line of a list bench. */
export interface Figure {
  engine: string;
  label: string;
  rate: number;
  samples: number[];
  aim?: string;
}

const ENGINE_NAMES: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/**
 * The figures of every engine as one Markdown table, a line per request and a column
 * per engine (req/s, p50 / p95 / p99), with the aim beside them: the table docs/benchmarks.md shows.
 */
export function summaryTable(figures: readonly Figure[]): string {
  const engines = [...new Set(figures.map((figure) => figure.engine))];
  const labels = [...new Set(figures.map((figure) => figure.label))];
  const cell = (figure: Figure | undefined) => {
    if (!figure) return 'not measured';
    const at = (fraction: number) => percentile(figure.samples, fraction).toFixed(1);
    return `${Math.round(figure.rate).toLocaleString('en-US')} req/s, ${at(0.5)} / ${at(0.95)} / ${at(0.99)} ms`;
  };
  const header = ['request', ...engines.map((engine) => `${ENGINE_NAMES[engine] ?? engine} (p50 / p95 / p99)`), 'aim'];
  const lines = labels.map((label) => {
    const of = (engine: string) => figures.find((figure) => figure.engine === engine && figure.label === label);
    const aim = figures.find((figure) => figure.label === label && figure.aim)?.aim ?? '';
    return [label, ...engines.map((engine) => cell(of(engine))), aim];
  });
  return [header, header.map(() => '---'), ...lines].map((row) => `| ${row.join(' | ')} |`).join('\n');
}
