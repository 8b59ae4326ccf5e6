import type {ReactNode} from 'react';
import {editorKeys} from '../Editor/keys';

/**
 * What the keys do in the editor. Tab indents in a code editor, so a keyboard
 * user needs the toggle to leave it; a toggle is announced. Shown from the
 * editor's first focus on, and then for good: a hint that came and went with
 * focus would move the buttons beside it while the reader clicks them.
 */
export default function KeyboardHint({tabMovesFocus}: {tabMovesFocus: boolean | null}): ReactNode {
  if (tabMovesFocus === null) return null;
  const {tabFocus, run} = editorKeys();
  return (
    <span aria-live="polite">
      {tabMovesFocus ? `Tab moves focus (${tabFocus}: Tab indents)` : `Tab indents (${tabFocus}: Tab moves focus)`}. {run} runs.
    </span>
  );
}
