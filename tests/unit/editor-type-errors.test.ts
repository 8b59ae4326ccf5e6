import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, test} from 'node:test';
import ts from 'typescript';
import type {TypeLibraries, TypeProblem} from '../../playground/core/typeLibraries';
import {fileKind} from '../../playground/core/files';
import {readExample} from '../../playground/node/examples';
import {collectTypeLibraries} from '../../playground/node/typeLibraries';

const repoRoot = path.resolve(__dirname, '../..');
const docsDir = path.join(repoRoot, 'docs');

type ShownTypeErrors = {
  /** The page that says which errors the reader sees. */
  page: string;
  /** Every error the editor shows, in file order; a message as the hover shows it. */
  errors: Omit<TypeProblem, 'column'>[];
};

/**
 * Examples whose type errors are the point: the reader sees them as red
 * squiggles, so they carry no @ts-expect-error and the root tsconfig leaves
 * them out. Here they are type-checked as the editor does, and must show
 * exactly these errors, each named on its page. An example with `errors: []`
 * is here for the errors it does not show.
 */
const shownTypeErrors: Record<string, ShownTypeErrors> = {
  'patterns/examples/wrapper-factory-spec': {
    page: 'patterns/wrapper-factory.mdx',
    errors: [
      {
        file: 'main.ts',
        line: 23,
        message: `Object literal may only specify known properties, but 'ID' does not exist in type 'KeysToArgs<"id">'. Did you mean to write 'id'?`,
      },
      {file: 'main.ts', line: 25, message: `Type 'Todo' is not assignable to type 'string'.`},
      {file: 'main.ts', line: 29, message: 'Expected 1 arguments, but got 2.'},
    ],
  },
  // The same factory without Readonly: the call with {ID: '2'} compiles.
  'patterns/examples/wrapper-factory-spec-mutable': {page: 'patterns/wrapper-factory.mdx', errors: []},
};

let libraries: TypeLibraries;
before(() => {
  libraries = collectTypeLibraries(repoRoot);
});

/**
 * The errors the playground's editor shows for the example in `dir`: its files
 * in a directory of their own, the type libraries under /node_modules/ and the
 * compiler options the build gives Monaco (playground/node/typeLibraries.ts), and a
 * JSON file seen as the module `<file>.ts` (as playground/ui/Editor/mountEditor.ts
 * gives it to TypeScript).
 */
function editorTypeErrors(dir: string): TypeProblem[] {
  const root = '/example';
  const files = new Map<string, string>();
  for (const [name, source] of Object.entries(readExample(dir))) {
    const kind = fileKind(name);
    if (kind === 'ts' || kind === 'tsx') files.set(`${root}/${name}`, source);
    if (kind === 'json') files.set(`${root}/${name}.ts`, `const data = ${source};\nexport default data;\n`);
  }
  for (const [name, source] of Object.entries(libraries.files)) files.set(`/node_modules/${name}`, source);

  const options = libraries.compilerOptions as ts.CompilerOptions;
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const isLib = (file: string) => file.startsWith(libDir + path.sep);
  const host = ts.createCompilerHost(options);
  host.getCurrentDirectory = () => '/';
  host.fileExists = (file) => files.has(file) || (isLib(file) && ts.sys.fileExists(file));
  host.readFile = (file) => files.get(file) ?? (isLib(file) ? ts.sys.readFile(file) : undefined);
  host.directoryExists = (directory) =>
    [...files.keys()].some((file) => file.startsWith(`${directory.replace(/\/$/, '')}/`));
  host.getDirectories = () => [];
  host.realpath = (file) => file;

  const shown = [...files.keys()].filter(
    (file) => file.startsWith(`${root}/`) && (file.endsWith('.ts') || file.endsWith('.tsx')),
  );
  const program = ts.createProgram(shown, options, host);
  return shown.flatMap((file) => {
    const source = program.getSourceFile(file)!;
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
      .map((diagnostic) => {
        const {line, character} = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        return {
          file: path.posix.relative(root, file),
          line: line + 1,
          column: character + 1,
          message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        };
      });
  });
}

for (const [example, {page, errors}] of Object.entries(shownTypeErrors)) {
  test(`${example} shows ${errors.length} type errors in the editor, each named on ${page}`, () => {
    const found = editorTypeErrors(path.join(docsDir, example)).map(({file, line, message}) => ({file, line, message}));
    assert.deepEqual(found, errors);
    const pageText = readFileSync(path.join(docsDir, page), 'utf8').replace(/\s+/g, ' ');
    for (const {message} of errors) {
      assert.ok(pageText.includes(message), `${page} quotes the error the reader sees: ${message}`);
    }
  });
}

test('the root type check leaves out exactly the examples whose type errors are shown', () => {
  const {config} = ts.readConfigFile(path.join(repoRoot, 'tsconfig.json'), ts.sys.readFile);
  const excluded = (config.exclude as string[])
    .filter((entry) => entry.startsWith('docs/'))
    .map((entry) => entry.slice('docs/'.length));
  const withErrors = Object.entries(shownTypeErrors)
    .filter(([, {errors}]) => errors.length > 0)
    .map(([example]) => example);
  assert.deepEqual(excluded.sort(), withErrors.sort());
});
