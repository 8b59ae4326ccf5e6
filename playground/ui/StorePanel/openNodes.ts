/**
 * The parts of the state a reader comes for open to their records' keys, a
 * record's fields one click away (opened to every field, a small example's
 * store took three phone screens); the rest open one level.
 */
const openLevels: Record<string, number> = {entities: 2, results: 2, indexes: 2};

/** A list of ids, as a Collection or a result holds, opens too: it is short, and says which records the list holds. */
function isShortIdList(value: unknown): boolean {
  return Array.isArray(value) && value.length <= 20 && value.every((item) => item === null || typeof item !== 'object');
}

/** Whether a node of a store section's tree is shown open, at its depth (0 for the section itself). */
export function opensAt(section: string, level: number, node: unknown): boolean {
  return level < (openLevels[section] ?? 1) || isShortIdList(node);
}
