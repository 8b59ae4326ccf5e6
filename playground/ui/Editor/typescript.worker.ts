import {
  TypeScriptWorker,
  initialize,
  type CreateData,
  type ExtraLibs,
} from 'monaco-editor/language/typescript/ts.worker.js';
import files from '@generated/playground/default/type-library-files.json';

/**
 * Monaco's TypeScript worker, with the declaration files of the packages a
 * playground imports (collected at build time: playground/node/typeLibraries.ts)
 * bundled into the worker itself. The page never holds them: before, it
 * imported them (4 MB of text), kept them as Monaco's extra libraries and
 * copied them to the worker; now they live and die with the worker.
 */

/** Where the type libraries live in the language service's file system, so `import ... from '@data-client/rest'` resolves. */
const nodeModulesUri = 'file:///node_modules/';

const libraries: ExtraLibs = Object.fromEntries(
  Object.entries(files).map(([file, content]) => [`${nodeModulesUri}${file}`, {content, version: 1}]),
);

class PlaygroundTypeScriptWorker extends TypeScriptWorker {
  constructor(context: unknown, createData: CreateData) {
    super(context, {...createData, extraLibs: {...createData.extraLibs, ...libraries}});
  }

  override updateExtraLibs(extraLibs: ExtraLibs): Promise<void> {
    return super.updateExtraLibs({...extraLibs, ...libraries});
  }
}

// Replaces the handler Monaco's own worker module set when it was imported: the first message starts the worker.
self.onmessage = () => {
  initialize((context, createData) => new PlaygroundTypeScriptWorker(context, createData));
};
