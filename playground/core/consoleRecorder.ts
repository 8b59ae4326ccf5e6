import {displayableJson, toDisplayable} from './displayable';

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';
export type ConsoleLine = {level: ConsoleLevel; text: string};

const levels: ConsoleLevel[] = ['log', 'info', 'warn', 'error', 'debug'];

export function formatConsoleArgument(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  // As a browser's console prints them: undefined, not "undefined".
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined || typeof value === 'symbol') return String(value);
  return displayableJson(toDisplayable(value), 2);
}

/** More lines than anyone reads; past it a run that logs in a loop would only slow the page down. */
export const consoleLineLimit = 1000;

/**
 * The `console` the reader's code sees: it records lines instead of reaching
 * the page's console, and stops recording after `consoleLineLimit` lines.
 */
export function createRecordingConsole(onLine: (line: ConsoleLine) => void): Pick<Console, ConsoleLevel> {
  const recording = {} as Pick<Console, ConsoleLevel>;
  let count = 0;
  for (const level of levels) {
    recording[level] = (...args: unknown[]) => {
      count += 1;
      if (count < consoleLineLimit) onLine({level, text: args.map(formatConsoleArgument).join(' ')});
      else if (count === consoleLineLimit) {
        onLine({
          level: 'warn',
          text: `Console output stopped after ${consoleLineLimit - 1} lines; later lines are not shown.`,
        });
      }
    };
  }
  return recording;
}
