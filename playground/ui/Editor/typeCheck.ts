import type {editor as MonacoEditor} from 'monaco-editor/editor';
import type {Diagnostic} from 'monaco-editor/languages/features/typescript/register';
import type {TypeProblem} from '../../core/typeLibraries';
import type {MonacoSetup} from './load';

/** The marker owner Monaco's own TypeScript support uses, so its hovers and quick fixes pick ours up. */
export const typeCheckOwner = 'typescript';

/** TypeScript's message chain as the compiler prints it: each cause on its own line, indented. */
function flattenMessage(message: Diagnostic['messageText'], indent = 0): string {
  if (typeof message === 'string') return message;
  const head = indent === 0 ? message.messageText : `\n${'  '.repeat(indent)}${message.messageText}`;
  return head + (message.next ?? []).map((next) => flattenMessage(next, indent + 1)).join('');
}

function toMarker(
  setup: MonacoSetup,
  model: MonacoEditor.ITextModel,
  diagnostic: Diagnostic,
): MonacoEditor.IMarkerData {
  const {MarkerSeverity, MarkerTag} = setup.monaco;
  const start = model.getPositionAt(diagnostic.start ?? 0);
  const end = model.getPositionAt((diagnostic.start ?? 0) + (diagnostic.length ?? 1));
  const severity = [MarkerSeverity.Warning, MarkerSeverity.Error, MarkerSeverity.Hint, MarkerSeverity.Info][
    diagnostic.category
  ];
  return {
    severity: severity ?? MarkerSeverity.Error,
    startLineNumber: start.lineNumber,
    startColumn: start.column,
    endLineNumber: end.lineNumber,
    endColumn: end.column,
    message: flattenMessage(diagnostic.messageText),
    code: String(diagnostic.code),
    source: 'ts',
    tags: [
      ...(diagnostic.reportsUnnecessary ? [MarkerTag.Unnecessary] : []),
      ...(diagnostic.reportsDeprecated ? [MarkerTag.Deprecated] : []),
    ],
  };
}

/**
 * Type-checks every file of one playground and puts the results on their
 * models as markers (the squiggles). Returns the errors, file by file, in the
 * order of `models`; `null` when a newer check started meanwhile or a model
 * went away.
 */
export async function typeCheck(
  setup: MonacoSetup,
  models: {file: string; model: MonacoEditor.ITextModel}[],
  isCurrent: () => boolean,
  /** Models the checked files import but no reader sees (a JSON file's `<file>.ts`). */
  imported: MonacoEditor.ITextModel[] = [],
): Promise<TypeProblem[] | null> {
  const checked = models.filter(({model}) => model.getLanguageId() === 'typescript');
  const workerFor = await setup.getTypeScriptWorker();
  // The worker knows only the models it was handed (eager sync hands it those of when it started):
  // a playground whose editor came later saw no `db.json.ts`, and `import db from './db.json'` failed.
  const worker = await workerFor(...checked.map(({model}) => model.uri), ...imported.map((model) => model.uri));
  const results = await Promise.all(
    checked.map(async ({model}) => {
      const name = model.uri.toString();
      const found = await Promise.all([
        worker.getSyntacticDiagnostics(name),
        worker.getSemanticDiagnostics(name),
        worker.getSuggestionDiagnostics(name),
      ]);
      return found.flat();
    }),
  );
  if (!isCurrent() || checked.some(({model}) => model.isDisposed())) return null;
  const errors: TypeProblem[] = [];
  checked.forEach(({file, model}, index) => {
    const markers = results[index]!.map((diagnostic) => toMarker(setup, model, diagnostic));
    setup.monaco.editor.setModelMarkers(model, typeCheckOwner, markers);
    for (const marker of markers) {
      if (marker.severity === setup.monaco.MarkerSeverity.Error) {
        errors.push({file, line: marker.startLineNumber, column: marker.startColumn, message: marker.message});
      }
    }
  });
  return errors;
}
