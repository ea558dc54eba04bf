/**
 * `npm run test:model` (after the model tests): prints, per machine, the states and transitions its
 * generated paths cover, the required paths of its reference that pass, and the mutants killed when
 * a mutation run left its figures; writes reports/model/index.html (the tester's report: per machine
 * the diagram, the required paths as numbered steps in Portuguese and English with pass or fail, the
 * generated paths Chromium walked in the last end-to-end run with a screenshot of the step that
 * failed, and the coverage) and summary.json, and fails below 100% or when a required path fails.
 * `npm test` writes it again after the end-to-end stage, whatever that stage's outcome.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadReference, stepText, type Label, type Reference } from '../tests/model/harness/reference.ts';
import { BROWSER_WALKS_DIR, type BrowserWalk } from '../tests/model/harness/report-files.ts';

interface MachineReport {
  name: string;
  file: string;
  states: { covered: string[]; total: string[] };
  transitions: { covered: string[]; total: string[] };
  paths: { description: string; covers: string[] }[];
}

interface MutationReport {
  finished?: boolean;
  total?: number;
  outcomes: { id: string; description: string; status: string; by?: string }[];
  files: string[];
}

const DIR = 'reports/model';
const slug = (name: string) => name.replace(/\s+/g, '-');
const reports = readdirSync(DIR)
  .filter((file) => file.endsWith('.json') && file !== 'summary.json' && !file.endsWith('.paths.json'))
  .map((file) => JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as MachineReport)
  .sort((a, b) => a.name.localeCompare(b.name));
const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

/** The machine's paths Chromium walked in the last end-to-end run, failures first. */
function browserWalks(machine: string): BrowserWalk[] {
  const dir = `${BROWSER_WALKS_DIR}/${slug(machine)}`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as BrowserWalk)
    .sort((a, b) => Number(b.failedStep !== null) - Number(a.failedStep !== null) || a.title.localeCompare(b.title));
}

const percent = (part: { covered: string[]; total: string[] }) =>
  part.total.length === 0 ? 100 : (100 * part.covered.length) / part.total.length;
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The machine as a Mermaid diagram with the states named in Portuguese and each arrow labelled with
 * a short code (T1, T2, …) explained in the table below it: long event names on the arrows are what
 * made the labels overlap. Arrows between the same two states share one label.
 */
function diagram(reference: Reference): { mermaid: string; legend: { code: string; transitions: number[] }[] } {
  const node = (state: string) => (state === '(machine)' ? 's_any' : `s_${state.replace(/[^A-Za-z0-9]/g, '_')}`);
  const children = (parent: string | null) =>
    Object.keys(reference.states).filter((state) =>
      parent === null ? !state.includes('.') : state.startsWith(`${parent}.`) && !state.slice(parent.length + 1).includes('.'),
    );
  const lines = ['stateDiagram-v2'];
  const edges = new Map<string, number[]>();
  reference.transitions.forEach((transition, index) => {
    const targets = transition.to.length ? transition.to : [transition.from];
    for (const target of targets) {
      const key = `${node(transition.from)} --> ${node(target)}`;
      edges.set(key, [...(edges.get(key) ?? []), index]);
    }
  });
  const legend: { code: string; transitions: number[] }[] = [];
  const codes = new Map<string, string>();
  for (const [edge, transitions] of edges) {
    const code = `T${legend.length + 1}`;
    legend.push({ code, transitions });
    codes.set(edge, code);
  }
  // A transition back to its own state is written in the state's box (↺ T4): a loop's label overlapped its neighbours'.
  const loops = (state: string) => {
    const code = codes.get(`${node(state)} --> ${node(state)}`);
    return code ? ` ↺ ${code}` : '';
  };
  const visit = (parent: string | null, depth: number) => {
    const pad = '  '.repeat(depth);
    for (const state of children(parent)) {
      const label = `${reference.states[state]!['pt-BR'].replace(/"/g, "'")}${loops(state)}`;
      lines.push(`${pad}state "${label}" as ${node(state)}`);
      if (children(state).length) {
        lines.push(`${pad}state ${node(state)} {`);
        visit(state, depth + 1);
        lines.push(`${pad}}`);
      }
    }
  };
  visit(null, 1);
  // Transitions the machine takes in any state start from a state of their own.
  if (reference.transitions.some((transition) => transition.from === '(machine)'))
    lines.push(`  state "qualquer estado${loops('(machine)')}" as s_any`);
  for (const [edge, code] of codes) {
    const [from, to] = edge.split(' --> ');
    if (from !== to) lines.push(`  ${edge} : ${code}`);
  }
  return { mermaid: lines.join('\n'), legend };
}

const label = (labels: Record<string, Label>, key: string, language: keyof Label) => labels[key]?.[language] || key;
function guardText(reference: Reference, guard: string | null, language: keyof Label): string {
  if (!guard) return '';
  return guard
    .split(/ (and|or) /)
    .map((part) => {
      if (part === 'and' || part === 'or') return language === 'en' ? part : part === 'and' ? 'e' : 'ou';
      const negated = part.startsWith('not ');
      const [name, ...params] = (negated ? part.slice(4) : part).split(' ');
      const text = label(reference.guards, name!, language);
      return `${negated ? (language === 'en' ? 'not ' : 'não ') : ''}${text}${params.length ? ` (${params.join(' ')})` : ''}`;
    })
    .join(' ');
}
const stateName = (reference: Reference, state: string, language: keyof Label) =>
  state === '(machine)' ? (language === 'en' ? 'any state' : 'qualquer estado') : label(reference.states, state, language);

let incomplete = 0;
let failedPaths = 0;
console.log(
  `${'machine'.padEnd(20)} ${'states'.padStart(12)} ${'transitions'.padStart(16)}  paths  required paths  mutants killed  in Chromium`,
);
const sections: string[] = [];
const summary: unknown[] = [];
for (const report of reports) {
  const reference = loadReference(report.name);
  const pathResults = readJson<{ index: number; failure: string | null }[]>(`${DIR}/${slug(report.name)}.paths.json`) ?? [];
  const mutation = readJson<MutationReport>(`${DIR}/mutation/${slug(report.name)}.json`);
  const passed = pathResults.filter((result) => result.failure === null).length;
  const killed = mutation?.outcomes.filter((outcome) => outcome.status === 'killed').length ?? 0;
  const complete = percent(report.states) === 100 && percent(report.transitions) === 100;
  if (!complete) incomplete += 1;
  failedPaths += pathResults.length - passed;
  const walks = browserWalks(report.name);
  const walkFailures = walks.filter((walk) => walk.failedStep !== null).length;
  const chromium = walks.length ? `${walks.length - walkFailures}/${walks.length}` : 'not walked';
  const mutants = mutation
    ? `${killed}/${mutation.outcomes.length}${mutation.finished === false ? ` (of ${mutation.total})` : ''}`
    : 'not run';
  console.log(
    `${report.name.padEnd(20)} ${`${report.states.covered.length}/${report.states.total.length}`.padStart(8)} ${percent(report.states).toFixed(0).padStart(3)}%` +
      ` ${`${report.transitions.covered.length}/${report.transitions.total.length}`.padStart(12)} ${percent(report.transitions).toFixed(0).padStart(3)}%  ${String(report.paths.length).padStart(5)}` +
      `  ${`${passed}/${reference.paths.length}`.padStart(14)}  ${mutants.padStart(14)}  ${chromium.padStart(11)}` +
      (complete ? '' : '  INCOMPLETE'),
  );
  summary.push({
    name: report.name,
    file: report.file,
    states: `${report.states.covered.length}/${report.states.total.length}`,
    transitions: `${report.transitions.covered.length}/${report.transitions.total.length}`,
    paths: report.paths.length,
    requiredPaths: `${passed}/${reference.paths.length}`,
    inChromium: chromium,
    mutants,
  });

  const { mermaid, legend } = diagram(reference);
  const legendRows = legend
    .map(({ code, transitions }) =>
      transitions
        .map((index, at) => {
          const transition = reference.transitions[index]!;
          const cell = (language: keyof Label) =>
            `${escape(stateName(reference, transition.from, language))} → ${escape(transition.to.length ? transition.to.map((state) => stateName(reference, state, language)).join(', ') : stateName(reference, transition.from, language))}: <b>${escape(label(reference.events, transition.event, language))}</b>${transition.guard ? ` <i>[${escape(guardText(reference, transition.guard, language))}]</i>` : ''}`;
          return `<tr>${at === 0 ? `<td rowspan="${transitions.length}">${code}</td>` : ''}<td>${cell('pt-BR')}</td><td>${cell('en')}</td><td><code>${escape(transition.event)}</code></td></tr>`;
        })
        .join('\n'),
    )
    .join('\n');
  const pathRows = reference.paths
    .map((path, index) => {
      const result = pathResults.find((entry) => entry.index === index);
      const status = !result
        ? '<td class="none">not run</td>'
        : result.failure
          ? `<td class="fail">FAIL<br>${escape(result.failure)}</td>`
          : '<td class="pass">pass</td>';
      const steps = (language: keyof Label) =>
        `<ol>${path.steps
          .map(
            ({ step, then }) =>
              `<li>${escape(stepText(reference, step, language))} <span class="then">→ ${escape(then.map((state) => stateName(reference, state, language)).join(', '))}</span></li>`,
          )
          .join('')}</ol>`;
      return `<tr><td>${index + 1}</td><td>${steps('pt-BR')}</td><td>${steps('en')}</td>${status}</tr>`;
    })
    .join('\n');
  const walkRows = walks
    .map((walk, index) => {
      const steps = (language: keyof Label) =>
        `<ol>${walk.steps.map((step, at) => `<li${at === walk.failedStep ? ' class="fail"' : ''}>${escape(step[language])}</li>`).join('')}</ol>`;
      const status =
        walk.failedStep === null
          ? '<td class="pass">pass</td>'
          : `<td class="fail">FAIL at step ${walk.failedStep + 1}<div class="error">${escape(walk.error ?? '')}</div>${walk.screenshot ? `<br><a href="${escape(walk.screenshot)}"><img src="${escape(walk.screenshot)}" alt="the page at step ${walk.failedStep + 1}" width="320"></a>` : ''}</td>`;
      return `<tr><td>${index + 1}</td><td>${steps('pt-BR')}</td><td>${steps('en')}</td>${status}</tr>`;
    })
    .join('\n');
  const browserBlock = walks.length
    ? `<details${walkFailures ? ' open' : ''}><summary>In Chromium: ${walks.length - walkFailures}/${walks.length} generated paths pass (last end-to-end run)</summary><table><thead><tr><th>#</th><th>Passos</th><th>Steps</th><th>Result</th></tr></thead><tbody>
${walkRows}
</tbody></table></details>`
    : '<p>In Chromium: not walked in the last end-to-end run.</p>';
  const survivors = mutation?.outcomes.filter((outcome) => outcome.status !== 'killed') ?? [];
  const mutationBlock = mutation
    ? `<p>Mutants: ${mutation.outcomes.length}${mutation.finished === false ? ` of ${mutation.total} (the run was stopped before the rest)` : ''}, killed ${killed} by ${mutation.files.map(escape).join(', ') || 'no product test'}.</p>
${survivors.length ? `<table><thead><tr><th>Not killed</th><th>What changed</th><th>Why</th></tr></thead><tbody>${survivors.map((outcome) => `<tr><td>${escape(outcome.status)}</td><td>${escape(outcome.description)}</td><td>${escape(outcome.by ?? '')}</td></tr>`).join('\n')}</tbody></table>` : ''}`
    : '<p>Mutants: not run here (<code>npm run test:model:mutation -- --machine ' + slug(report.name) + '</code>).</p>';
  sections.push(`<section id="${slug(report.name)}"><h2>${escape(reference.title['pt-BR'])} / ${escape(reference.title.en)} <small>${escape(report.file)}</small></h2>
<p>States ${report.states.covered.length}/${report.states.total.length}, transitions ${report.transitions.covered.length}/${report.transitions.total.length} (generated paths); required paths ${passed}/${reference.paths.length} pass.</p>
<div class="diagram"><pre class="mermaid">${escape(mermaid)}</pre></div>
<details><summary>Transitions (${reference.transitions.length})</summary><table><thead><tr><th>Arrow</th><th>Português</th><th>English</th><th>Event</th></tr></thead><tbody>
${legendRows}
</tbody></table></details>
<details open><summary>Required paths (${reference.paths.length})</summary><table><thead><tr><th>#</th><th>Passos</th><th>Steps</th><th>Result</th></tr></thead><tbody>
${pathRows}
</tbody></table></details>
${browserBlock}
${mutationBlock}
</section>`);
}

writeFileSync(`${DIR}/summary.json`, JSON.stringify(summary, null, 2));
const toc = reports
  .map((report) => `<li><a href="#${slug(report.name)}">${escape(loadReference(report.name).title['pt-BR'])}</a></li>`)
  .join('');
writeFileSync(
  `${DIR}/index.html`,
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Testes por modelo / Model-based tests</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:1400px}table{border-collapse:collapse;width:100%;margin:.5rem 0}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;font-size:.85rem}
ol{margin:0;padding-left:1.4rem}.then{color:#555}.pass{color:#067647}.fail{color:#b42318;font-weight:600}.none{color:#777}.error{white-space:pre-wrap;font-weight:400}
.diagram{max-width:1400px;max-height:80vh;overflow:auto;border:1px solid #ddd;padding:.5rem}</style>
</head><body><h1>Testes por modelo / Model-based tests</h1><ul>${toc}</ul>${sections.join('\n')}
<script src="../../node_modules/mermaid/dist/mermaid.min.js"></script>
<script>
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', state: { nodeSpacing: 80, rankSpacing: 60 } });
// Each diagram at its own size: one wider than the box pans inside it instead of shrinking out of reading.
mermaid.run().then(() => {
  for (const svg of document.querySelectorAll('.diagram svg')) {
    svg.setAttribute('width', String(svg.viewBox.baseVal.width));
    svg.setAttribute('height', String(svg.viewBox.baseVal.height));
    svg.style.maxWidth = 'none';
  }
  document.body.dataset.diagrams = 'ready';
});
</script>
</body></html>\n`,
);
console.log(`\nreports: ${DIR}/index.html, ${DIR}/summary.json`);
if (incomplete > 0) console.error(`${incomplete} machine(s) below 100% coverage`);
if (failedPaths > 0) console.error(`${failedPaths} required path(s) fail`);
if (incomplete > 0 || failedPaths > 0) process.exit(1);
