import {fileKind, type PlaygroundFiles} from './files';

/** Where stack frames of the reader's code point: `playground:///main.ts:3:7`. */
export const sourceUrlScheme = 'playground:///';

type ModuleRecord = {exports: Record<string, unknown>};

/** A file of the reader's as it runs (compile.ts's `compileFile`, or what the build compiled of it). */
export type CompileFile = (file: string, source: string) => string;
type Require = (specifier: string) => unknown;

// Taken as the module loads: the guest frame later guards the global ones for code the reader makes at run time.
const NativeFunction = Function;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as FunctionConstructor;

function resolveSibling(files: PlaygroundFiles, specifier: string): string | undefined {
  const name = specifier.replace(/^\.\//, '');
  return [name, `${name}.ts`, `${name}.tsx`, `${name}.json`].find((candidate) => candidate in files);
}

/**
 * A CommonJS-style loader over the playground's files and the packages the
 * host provides. Sibling modules are evaluated once, on first import; only
 * the entry may use top-level `await`.
 */
type ModuleFunction = (...args: unknown[]) => unknown;

/**
 * Compiled modules by file name and source, shared by the runs of a frame:
 * a module function holds no state of its own (everything it touches comes
 * in as arguments or lives in the run's globals), so a file the reader did
 * not change is neither transformed nor parsed again.
 */
const compiledModules = new Map<string, {run: ModuleFunction; code: string}>();
const compiledModuleLimit = 200;

/**
 * Each file of the latest run, with the code it ran as (compiled, with the guards): where an error
 * was thrown is read from that code, and `locateError` (run.ts) compares its lines with the
 * reader's before it names a column.
 */
const ranFiles = new Map<string, {source: string; code: string}>();

/** The reader's source of `file` in the latest run, and the code it ran as; undefined for a file that has not run. */
export function ranFile(file: string): {source: string; code: string} | undefined {
  return ranFiles.get(file);
}

export class ModuleGraph {
  private readonly cache = new Map<string, ModuleRecord>();

  constructor(
    private readonly files: PlaygroundFiles,
    private readonly packages: Readonly<Record<string, unknown>>,
    private readonly globals: Readonly<Record<string, unknown>>,
    private readonly compile: CompileFile,
  ) {}

  require: Require = (specifier) => {
    if (Object.hasOwn(this.packages, specifier)) return this.packages[specifier];
    if (specifier.startsWith('./')) {
      const file = resolveSibling(this.files, specifier);
      if (file) return this.load(file).exports;
      throw new Error(`Cannot find '${specifier}': this playground has ${Object.keys(this.files).join(', ')}.`);
    }
    throw new Error(
      `Cannot import '${specifier}': a playground can import ${Object.keys(this.packages).join(', ')} and its own files.`,
    );
  };

  /** Evaluates the entry; resolves once its top-level code (and any `await` in it) has finished. */
  async runEntry(file: string): Promise<Record<string, unknown>> {
    const record: ModuleRecord = {exports: {}};
    this.cache.set(file, record);
    const body = this.moduleFunction(file, AsyncFunction);
    await body(...this.moduleArguments(record));
    return record.exports;
  }

  private load(file: string): ModuleRecord {
    const cached = this.cache.get(file);
    if (cached) return cached;
    const record: ModuleRecord = {exports: {}};
    this.cache.set(file, record);
    if (fileKind(file) === 'json') {
      // Marked as an ES module, so `import db from './db.json'` gets the data
      // itself rather than the compiler's `{default: ...}` interop wrapper.
      record.exports = Object.defineProperty({default: JSON.parse(this.files[file]!)}, '__esModule', {value: true});
      return record;
    }
    this.moduleFunction(file, NativeFunction)(...this.moduleArguments(record));
    return record;
  }

  private moduleArguments(record: ModuleRecord): unknown[] {
    return [this.require, record, record.exports, ...Object.values(this.globals)];
  }

  private moduleFunction(file: string, Constructor: FunctionConstructor): ModuleFunction {
    const parameters = ['require', 'module', 'exports', ...Object.keys(this.globals)];
    const source = this.files[file]!;
    const key = [Constructor.name, parameters.join(','), file, source].join('\n');
    let compiled = compiledModules.get(key);
    if (compiled) {
      // Most recently used last, so the oldest goes first.
      compiledModules.delete(key);
      compiledModules.set(key, compiled);
    } else {
      const code = `${this.compile(file, source)}\n//# sourceURL=${sourceUrlScheme}${file}`;
      compiled = {run: new Constructor(...parameters, code) as ModuleFunction, code};
      compiledModules.set(key, compiled);
      if (compiledModules.size > compiledModuleLimit) compiledModules.delete(compiledModules.keys().next().value!);
    }
    ranFiles.set(file, {source, code: compiled.code});
    return compiled.run;
  }
}
