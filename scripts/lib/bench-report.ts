/** Medians, the printed table and the JSON report of the load benches. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { HERE } from './bench-sandbox.ts';

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The 1, 5 and 15-minute load averages, as `uptime` prints them. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export const machine = () => ({ cores: availableParallelism(), loadAverage: loadAverage() });

/** Prints rows under their headers, numbers to the right. */
export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const headers = Object.keys(rows[0]!);
  const text = (value: string | number) => (typeof value === 'number' ? value.toFixed(value >= 100 ? 0 : 2) : value);
  const widths = headers.map((header) => Math.max(header.length, ...rows.map((row) => text(row[header] ?? '').length)));
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, at) => (typeof cell === 'number' ? text(cell).padStart(widths[at]!) : text(cell).padEnd(widths[at]!)))
      .join('  ');
  console.log(line(headers));
  for (const row of rows) console.log(line(headers.map((header) => row[header] ?? '')));
}

export function writeReport(name: string, report: unknown): string {
  const file = path.join(HERE, 'reports', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
