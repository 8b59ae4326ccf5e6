import type {ReactNode} from 'react';
import {editorKeys} from '../Editor/keys';

/**
 * What the keys do in the editor. Tab stops at the code and moves on; Enter
 * edits, and Esc leaves. Tab indents in a code editor, or, toggled (which is
 * announced), moves focus out of it.
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
      Enter edits the code, Esc leaves it.{' '}
      {tabMovesFocus
        ? `In it, Tab moves focus (${tabFocus}: Tab indents).`
        : `In it, Tab indents (${tabFocus}: Tab moves focus).`}{' '}
      {run} runs.
    </span>
  );
}
