/**
 * Turns Stryker's JSON report (reports/mutation/mutation.json, or the reports named as arguments) into
 * tests/mutation/report.md: the score per folder and file, and every mutant
 * that lived, each with the reason it is accounted for (tests/mutation/accounted.json)
 * or marked as not yet looked at. `npm run mutate` runs it after Stryker.
 *
 * A survivor's key is `file:line:column mutator replacement` (the replacement's
 * first line): stable while the code around it does not move.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

type Status =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
export type Mutant = {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: Status;
  statusReason?: string;
  location: {start: {line: number; column: number}; end: {line: number; column: number}};
};
export type Report = {files: Record<string, {source: string; mutants: Mutant[]}>};

const root = path.resolve(__dirname, '../..');
const reportJson = path.join(root, 'reports/mutation/mutation.json');
const accountedJson = path.join(__dirname, 'accounted.json');
const reportMd = path.join(__dirname, 'report.md');

export type Counts = {
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  ignored: number;
  errors: number;
};

export function emptyCounts(): Counts {
  return {killed: 0, survived: 0, noCoverage: 0, timeout: 0, ignored: 0, errors: 0};
}

export function count(counts: Counts, status: Status): void {
  if (status === 'Killed') counts.killed += 1;
  else if (status === 'Survived') counts.survived += 1;
  else if (status === 'NoCoverage') counts.noCoverage += 1;
  else if (status === 'Timeout') counts.timeout += 1;
  else if (status === 'Ignored') counts.ignored += 1;
  else counts.errors += 1;
}

/** Stryker's mutation score: detected (killed or timed out) over every valid mutant that was not ignored. */
export function score(counts: Counts): number {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? 100 : (100 * detected) / valid;
}

export function survivorKey(file: string, mutant: Mutant): string {
  const replacement = (mutant.replacement ?? '').split('\n')[0]!.trim();
  return `${file}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName} ${replacement}`;
}

function row(name: string, counts: Counts): string {
  const {killed, timeout, survived, noCoverage, ignored} = counts;
  return `| ${name} | ${score(counts).toFixed(1)}% | ${killed} | ${timeout} | ${survived} | ${noCoverage} | ${ignored} |`;
}

/** What tells one mutant from another in a file: where it is, its mutator and what it became. */
function mutantIdentity(mutant: Mutant): string {
  const {start, end} = mutant.location;
  return `${start.line}:${start.column}-${end.line}:${end.column} ${mutant.mutatorName} ${mutant.replacement ?? ''}`;
}

/**
 * Stryker's reports joined, later ones winning: mutant by mutant in a file
 * whose source is the same in both (a run over a few lines, `--mutate
 * file:line:column-line:column`, updates just those mutants of the last full
 * run), file by file where the source changed (a run over a whole folder).
 */
export function mergeReports(reports: Report[]): Report {
  const files: Report['files'] = {};
  for (const report of reports) {
    for (const [file, later] of Object.entries(report.files)) {
      const earlier = files[file];
      if (!earlier || earlier.source !== later.source) {
        files[file] = later;
        continue;
      }
      const mutants = new Map(earlier.mutants.map((mutant) => [mutantIdentity(mutant), mutant]));
      for (const mutant of later.mutants) mutants.set(mutantIdentity(mutant), mutant);
      files[file] = {source: later.source, mutants: [...mutants.values()]};
    }
  }
  return {files};
}

/**
 * Reasons in accounted.json that name no mutant that lived in a file the
 * report covers: the code moved (the key names an old line) or a test now
 * kills the mutant. Each is to be removed, or re-keyed after a fresh look.
 */
export function staleReasons(accounted: Record<string, string>, report: Report, survivorKeys: Set<string>): string[] {
  const files = new Set(Object.keys(report.files));
  return Object.keys(accounted).filter((key) => files.has(key.split(':')[0]!) && !survivorKeys.has(key));
}

function readReports(paths: string[]): Report {
  return mergeReports(paths.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Report));
}

function main() {
  const inputs = process.argv.slice(2);
  const report = readReports(inputs.length > 0 ? inputs : [reportJson]);
  const accounted = JSON.parse(readFileSync(accountedJson, 'utf8')) as Record<string, string>;
  const total = emptyCounts();
  const byFolder = new Map<string, Counts>();
  const byFile = new Map<string, Counts>();
  const survivors: {key: string; file: string; mutant: Mutant; original: string; reason?: string}[] = [];
  for (const [file, {source, mutants}] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const folder = file.split('/').slice(0, 2).join('/');
    const lines = source.split('\n');
    for (const mutant of mutants) {
      count(total, mutant.status);
      count(byFolder.get(folder) ?? byFolder.set(folder, emptyCounts()).get(folder)!, mutant.status);
      count(byFile.get(file) ?? byFile.set(file, emptyCounts()).get(file)!, mutant.status);
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      const key = survivorKey(file, mutant);
      const original = (lines[mutant.location.start.line - 1] ?? '').trim();
      survivors.push({key, file, mutant, original, reason: accounted[key]});
    }
  }
  const unaccounted = survivors.filter((survivor) => !survivor.reason);
  const stale = staleReasons(accounted, report, new Set(survivors.map((survivor) => survivor.key)));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
  const header =
    '| | score | killed | timed out | survived | no coverage | ignored (static) |\n| --- | --- | --- | --- | --- | --- | --- |';
  const out = [
    '# Mutation testing report',
    '',
    `Made by \`npm run mutate\` (StrykerJS, tap runner over node's test runner) at commit ${commit}.`,
    'Over the files listed below (a full run mutates `playground/core`, `session` and `guest`), each against the unit',
    'tests beside it. See [README.md](./README.md) for how to read this and how to account for a survivor.',
    '',
    `**Score: ${score(total).toFixed(1)}%** (killed or timed out, of every mutant not ignored).`,
    `Survivors and uncovered mutants: ${survivors.length}, of which accounted for: ${survivors.length - unaccounted.length}.`,
    '',
    '## By folder',
    '',
    header,
    ...[...byFolder].map(([folder, counts]) => row(folder, counts)),
    row('**all**', total),
    '',
    '## By file',
    '',
    header,
    ...[...byFile].map(([file, counts]) => row(file, counts)),
    '',
    '## Mutants that lived',
    '',
    'Each: where, what Stryker changed, and why no test needs to catch it (or "not yet looked at").',
    '',
    ...survivors.map(
      ({file, mutant, original, reason}) =>
        `- \`${file}:${mutant.location.start.line}\` ${mutant.mutatorName}${mutant.status === 'NoCoverage' ? ' (no test runs it)' : ''}: ` +
        `\`${original.slice(0, 100).replaceAll('`', "'")}\` → \`${(mutant.replacement ?? '').split('\n')[0]!.slice(0, 80).replaceAll('`', "'")}\`. ` +
        (reason ?? '**Not yet looked at.**'),
    ),
    '',
    ...(stale.length > 0
      ? [
          '## Reasons that name no survivor',
          '',
          'In accounted.json, for a mutant that no longer lives at that place (the code moved, or a test kills it now): remove each, or re-key it after a fresh look.',
          '',
          ...stale.map((key) => `- \`${key.replaceAll('`', "'")}\``),
          '',
        ]
      : []),
  ];
  writeFileSync(reportMd, out.join('\n'));
  console.log(
    `mutation score ${score(total).toFixed(1)}%; ${unaccounted.length} survivors not accounted for; ${stale.length} reasons that name no survivor; written to ${path.relative(root, reportMd)}`,
  );
}

if (require.main === module) main();
