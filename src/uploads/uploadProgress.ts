/** The overlay shows the percentage with one decimal (docs/features/console.md#fixed-figures). */
export function percentText(loaded: number, total: number): string {
  const percent = total > 0 ? Math.min(100, (loaded / total) * 100) : 0;
  return `${percent.toFixed(1)}%`;
}
