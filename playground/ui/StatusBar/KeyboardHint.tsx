import type {ReactNode} from 'react';
import {editorKeys} from '../Editor/keys';

/**
 * What the keys do in the editor. Tab indents in a code editor, so a keyboard
 * user needs a way out: Esc then Tab, or the toggle (which is announced).
 * Shown from the start, so that it is read before focus enters the editor
 * (the code area is described by it), and it never comes and goes, which
 * would move the buttons beside it while the reader clicks them.
 */
export default function KeyboardHint({
  id,
  className,
  tabMovesFocus,
}: {
  id: string;
  className?: string;
  tabMovesFocus: boolean;
}): ReactNode {
  const {tabFocus, run} = editorKeys();
  return (
    <span id={id} className={className} aria-live="polite">
      {tabMovesFocus
        ? `Tab moves focus (${tabFocus}: Tab indents).`
        : `Tab indents (${tabFocus}: Tab moves focus). Esc then Tab leaves the editor.`}{' '}
      {run} runs.
    </span>
  );
}
