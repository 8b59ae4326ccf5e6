import type {RunProblem} from '../../guest/protocol';

const headings: Record<RunProblem['kind'], string> = {
  syntax: 'Syntax error, the code did not run',
  runtime: 'Runtime error',
  render: 'The component threw while rendering',
  runaway: 'The run was stopped',
};

/** The heading a problem is shown under, by its kind. */
export function problemHeading(kind: RunProblem['kind']): string {
  return headings[kind];
}
