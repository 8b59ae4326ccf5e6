import type {TypeCheckState} from '../../core/typeLibraries';

/** How many type errors each file has, by file name; none while the type check is off or under way. */
export function errorCountsByFile(typeCheck: TypeCheckState): Record<string, number> {
  const counts: Record<string, number> = {};
  if (typeCheck.status === 'done')
    for (const error of typeCheck.errors) counts[error.file] = (counts[error.file] ?? 0) + 1;
  return counts;
}
