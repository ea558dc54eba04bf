/**
 * `npm run test:model` (after the model tests): prints, per machine, the states and transitions its
 * generated paths cover, writes reports/model/index.html and summary.json, and fails below 100%.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

interface MachineReport {
  name: string;
  file: string;
  states: { covered: string[]; total: string[] };
  transitions: { covered: string[]; total: string[] };
  paths: { description: string; covers: string[] }[];
}

const DIR = 'reports/model';
const reports = readdirSync(DIR)
  .filter((file) => file.endsWith('.json') && file !== 'summary.json')
  .map((file) => JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as MachineReport)
  .sort((a, b) => a.name.localeCompare(b.name));

const percent = (part: { covered: string[]; total: string[] }) =>
  part.total.length === 0 ? 100 : (100 * part.covered.length) / part.total.length;
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

let incomplete = 0;
console.log(`${'machine'.padEnd(20)} ${'states'.padStart(12)} ${'transitions'.padStart(16)}  paths`);
for (const report of reports) {
  const complete = percent(report.states) === 100 && percent(report.transitions) === 100;
  if (!complete) incomplete += 1;
  console.log(
    `${report.name.padEnd(20)} ${`${report.states.covered.length}/${report.states.total.length}`.padStart(8)} ${percent(report.states).toFixed(0).padStart(3)}%` +
      ` ${`${report.transitions.covered.length}/${report.transitions.total.length}`.padStart(12)} ${percent(report.transitions).toFixed(0).padStart(3)}%  ${report.paths.length}` +
      (complete ? '' : '  INCOMPLETE'),
  );
}

writeFileSync(
  `${DIR}/summary.json`,
  JSON.stringify(
    reports.map((report) => ({
      name: report.name,
      file: report.file,
      states: `${report.states.covered.length}/${report.states.total.length}`,
      transitions: `${report.transitions.covered.length}/${report.transitions.total.length}`,
      paths: report.paths.length,
    })),
    null,
    2,
  ),
);

const sections = reports.map((report) => {
  const missing = report.transitions.total.filter((key) => !report.transitions.covered.includes(key));
  const rows = report.paths
    .map((path) => `<tr><td>${escape(path.description)}</td><td>${path.covers.map(escape).join('<br>')}</td></tr>`)
    .join('\n');
  return `<section><h2>${escape(report.name)} <small>${escape(report.file)}</small></h2>
<p>States ${report.states.covered.length}/${report.states.total.length}, transitions ${report.transitions.covered.length}/${report.transitions.total.length}.</p>
${missing.length ? `<p class="missing">Not taken: ${missing.map(escape).join(', ')}</p>` : ''}
<table><thead><tr><th>Path</th><th>Transitions it takes first</th></tr></thead><tbody>
${rows}
</tbody></table></section>`;
});
writeFileSync(
  `${DIR}/index.html`,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model-based test coverage</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;font-size:.85rem}.missing{color:#b42318}</style>
</head><body><h1>Model-based test coverage</h1>${sections.join('\n')}</body></html>\n`,
);
console.log(`\nreports: ${DIR}/index.html, ${DIR}/summary.json`);
if (incomplete > 0) {
  console.error(`${incomplete} machine(s) below 100% coverage`);
  process.exit(1);
}
