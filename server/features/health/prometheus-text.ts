/** One line of a metric family: its labels and value (`suffix` for a histogram's `_bucket`, `_sum`, `_count`). */
export interface Sample {
  suffix?: string;
  labels?: Record<string, string>;
  value: number;
}

/**
 * A metric family in the Prometheus text exposition format (version 0.0.4): its
 * `# HELP` and `# TYPE` lines, then one line per sample.
 */
export function metricFamily(name: string, type: 'counter' | 'gauge' | 'histogram', help: string, samples: Sample[]) {
  const lines = [`# HELP ${name} ${help.replaceAll('\\', '\\\\').replaceAll('\n', '\\n')}`, `# TYPE ${name} ${type}`];
  for (const sample of samples)
    lines.push(`${name}${sample.suffix ?? ''}${labelText(sample.labels)} ${numberText(sample.value)}`);
  return `${lines.join('\n')}\n`;
}

function labelText(labels: Record<string, string> | undefined): string {
  const entries = Object.entries(labels ?? {});
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(',')}}`;
}

function escapeLabelValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

function numberText(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (Number.isNaN(value)) return 'NaN';
  return String(value);
}

/** The content type scrapers expect for this format. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
