/** How many type errors there are, in words: "1 type error", "3 type errors". */
export function typeErrorCount(count: number): string {
  return `${count} type ${count === 1 ? 'error' : 'errors'}`;
}
