/**
 * Where a long line of code may wrap, the same in the editor and in the
 * highlighted code shown before it: after a space or `})]?|/&.,;`, before
 * `([{+`, as Monaco's `simple` wrapping does with these lists (its defaults,
 * less their CJK punctuation). So `TodoResource.getList` wraps after the dot,
 * never inside `getList`, where the browser's own line breaking (Monaco's
 * `advanced` wrapping) cut it.
 */
export const wrapCharacters = {before: '([{+', after: ' \t})]?|/&.,;'} as const;

/** Monaco's rule (monospaceLineBreaksComputer's canBreak): a break is allowed at the end of a run of "after" characters, at the start of a run of "before" ones, never before a space. */
function canBreak(previous: string, next: string): boolean {
  if (next === ' ') return false;
  const afterPrevious = wrapCharacters.after.includes(previous);
  const afterNext = wrapCharacters.after.includes(next);
  const beforePrevious = wrapCharacters.before.includes(previous);
  const beforeNext = wrapCharacters.before.includes(next);
  return (afterPrevious && !afterNext) || (!beforePrevious && beforeNext);
}

/**
 * Characters next to which the browser finds break opportunities of its own
 * (after spaces under `white-space: break-spaces`, after hyphens and `!`, and
 * around much punctuation beyond ASCII): where Monaco may not break, such a
 * pair is kept together.
 */
function breaksOnItsOwn(character: string): boolean {
  return character === ' ' || character === '\t' || character === '-' || character === '!' || character > '\u007f';
}

/** What lies between one character of a line and the next, when laid out as Monaco wraps it. */
type Joint = 'break' | 'glue' | 'none';

/**
 * The joint before each character of `text` (the first is 'none'): 'break'
 * where the line may wrap (a `<wbr>`), 'glue' where the browser would break
 * but Monaco does not (both kept in one `white-space: nowrap` span).
 */
function joints(text: string): Joint[] {
  return [...text].map((character, index, characters) => {
    if (index === 0) return 'none';
    const previous = characters[index - 1]!;
    if (canBreak(previous, character)) return 'break';
    return breaksOnItsOwn(previous) || character > '\u007f' ? 'glue' : 'none';
  });
}

/** Consecutive characters of one token. */
type Part<T> = {token: T; text: string};
type Run<T> = {breakBefore: boolean; glued: boolean; parts: Part<T>[]};

/**
 * A line's tokens cut where it may wrap as the editor wraps it (`joints`):
 * runs with a `<wbr>` before them, and glued runs the browser must not break.
 */
export function runsOf<T extends {content: string}>(tokens: T[]): Run<T>[] {
  const characters = tokens.flatMap((token) => [...token.content].map((character) => ({token, character})));
  const joint = joints(characters.map(({character}) => character).join(''));
  const runs: Run<T>[] = [];
  characters.forEach(({token, character}, index) => {
    const glued = joint[index] === 'glue' || joint[index + 1] === 'glue';
    const run = runs[runs.length - 1];
    if (!run || joint[index] === 'break' || (joint[index] !== 'glue' && (glued || run.glued))) {
      runs.push({breakBefore: joint[index] === 'break', glued, parts: [{token, text: character}]});
      return;
    }
    const part = run.parts[run.parts.length - 1]!;
    if (part.token === token) part.text += character;
    else run.parts.push({token, text: character});
  });
  return runs;
}
