import {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {inertOthers} from 'aria-hidden';
import ConsolePanel from '@theme/Playground/ConsolePanel';
import NetworkSettingsPanel from '@theme/Playground/NetworkSettingsPanel';
import RequestLog from '@theme/Playground/RequestLog';
import StorePanel from '@theme/Playground/StorePanel';
import Tasks from '@theme/Playground/Tasks';
import styles from './styles.module.css';

/**
 * The parts that are not the same before and after the playground takes over
 * from its server-rendered shell: the shell has highlighted code, a Run
 * button and a status line of its own, and the recorded preview; the live
 * playground has Monaco, the toolbar with Share and Export, and the guest.
 */
export type LayoutSlots = {
  /** The file tabs and Run. */
  toolbar: ReactNode;
  /** Above the code: where it came from, what was done to it. */
  notices?: ReactNode;
  /** The code of the file shown. */
  code: ReactNode;
  /** The line under the code: the run's status. */
  status: ReactNode;
  /** Why the code cannot run as it is (type errors, a file that does not compile): live only. */
  problems?: ReactNode;
  /** A component example's preview, live or as the build recorded it. */
  preview?: ReactNode;
};

/** Whether the playground has the whole window, and the way in and out. */
export type WholeWindow = {on: boolean; toggle: () => void};

const WholeWindowContext = createContext<WholeWindow>({on: false, toggle: () => {}});

/** The whole-window state of the playground a part is in (for the control that toggles it). */
export function useWholeWindow(): WholeWindow {
  return useContext(WholeWindowContext);
}

/**
 * The playground over the whole window, as a modal: the rest of the page is
 * inert (no Tab stop, no click reaches it) and does not scroll; Esc that no
 * part inside took for itself (the editor's own Esc leaves the editor first)
 * gives the page back, and focus goes back to the control that asked.
 */
function useWholeWindowState(frame: React.RefObject<HTMLDivElement | null>): WholeWindow {
  const [on, setOn] = useState(false);
  const toggle = useCallback(() => setOn((was) => !was), []);
  useEffect(() => {
    const element = frame.current;
    if (!on || !element) return;
    // The control that asked still has focus (the button stays, with its label changed).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert = inertOthers(element);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        setOn(false);
      }
    };
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('keydown', onKey);
      undoInert();
      root.style.overflow = overflow;
      // Back to the control that asked, where the reader left the page.
      if (opener?.isConnected) {
        opener.focus({preventScroll: true});
        opener.scrollIntoView({block: 'nearest'});
      }
    };
  }, [on, frame]);
  return useMemo(() => ({on, toggle}), [on, toggle]);
}

/**
 * One playground laid out: the server-rendered shell and the live playground
 * both render this, so a part placed here shows at first paint, without
 * JavaScript and live, in the same place (nothing moves when the live one
 * takes over). The parts that read only the session (tasks, network settings,
 * request log, store, console) are placed here; those that differ come as
 * slots. Swizzle `@theme/Playground/Layout` to lay a site's playgrounds out
 * differently.
 *
 * Where the playground is wide enough (a docs page on a laptop, the whole
 * window), the run's output is a column beside the code that stays in view
 * while the code scrolls by: Run and what the run did are in one screen.
 * Narrower, the output follows the code.
 */
export default function Layout({toolbar, notices, code, status, problems, preview}: LayoutSlots): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const output = useRef<HTMLDivElement>(null);
  const whole = useWholeWindowState(frame);
  // Stacked (a phone), the output can be far below Run: one tap takes the reader (and focus) there.
  const goToOutput = () => {
    output.current?.scrollIntoView({block: 'start'});
    output.current?.focus({preventScroll: true});
  };
  return (
    <WholeWindowContext.Provider value={whole}>
      <div ref={frame} className={styles.frame} data-whole={whole.on ? '' : undefined}>
        <div className={styles.layout}>
          <div className={styles.top}>
            <Tasks />
            {toolbar}
            <button
              type="button"
              className={`button button--link button--sm ${styles.toOutput}`}
              onClick={goToOutput}
              data-to-output="">
              Go to the output ↓
            </button>
          </div>
          <div className={styles.source}>
            {notices}
            {code}
            {status}
            <NetworkSettingsPanel />
            {problems}
          </div>
          <div ref={output} className={styles.output} data-output="" tabIndex={-1}>
            {preview}
            <ConsolePanel />
            <div className={styles.panels}>
              <RequestLog />
              <StorePanel />
            </div>
          </div>
        </div>
      </div>
    </WholeWindowContext.Provider>
  );
}
