import {toDisplayable} from './displayable';

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';
export type ConsoleLine = {level: ConsoleLevel; text: string};

const levels: ConsoleLevel[] = ['log', 'info', 'warn', 'error', 'debug'];

export function formatConsoleArgument(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  return JSON.stringify(toDisplayable(value), null, 2);
}

/** The `console` the reader's code sees: it records lines instead of reaching the page's console. */
export function createRecordingConsole(onLine: (line: ConsoleLine) => void): Pick<Console, ConsoleLevel> {
  const recording = {} as Pick<Console, ConsoleLevel>;
  for (const level of levels) {
    recording[level] = (...args: unknown[]) =>
      onLine({level, text: args.map(formatConsoleArgument).join(' ')});
  }
  return recording;
}
