import {useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {findEntry, type PlaygroundFiles} from '../../core/files';
import type {InteractivePlaygroundProps} from './InteractivePlayground';
import {loadInteractive} from './loadInteractive';
import {PanelHeadingLevel, type HeadingLevel} from '../PanelHeading';
import PlaygroundShell from './PlaygroundShell';
import {useNearWindow} from '../nearWindow';

export type PlaygroundProps = {
  /** Filled in at build time from the `example` folder by the remark plugin. */
  files: PlaygroundFiles;
  /** The example's folder under docs/, which names this playground on the page. */
  exampleId: string;
  /** The folder, as written in MDX; the remark plugin reads it. */
  example?: string;
  /**
   * Its headings' level (Store, Console, tasks): the remark plugin sets it one below the heading
   * above; without it, the level around the playground (`PanelHeadingLevel`, 3 unless a page says).
   */
  headingLevel?: HeadingLevel;
} & Omit<InteractivePlaygroundProps, 'files' | 'exampleId' | 'initialFile' | 'runPressed'>;

/** Which part of a playground has focus (`data-focus`: the Run button, a tab, the code), if one has. */
function focusedPart(place: HTMLElement | null): string | null {
  const focused = document.activeElement;
  return place && focused && place.contains(focused)
    ? (focused.closest('[data-focus]')?.getAttribute('data-focus') ?? null)
    : null;
}

/**
 * A playground in a docs page. The server renders its shell (tabs,
 * highlighted code, Run), readable without JavaScript; in the browser the
 * interactive playground, loaded only on pages that have one, takes over in
 * the same place once it is near the window (`useNearWindow`), with the tab
 * the reader chose and a Run they pressed.
 *
 * Not React.lazy: a lazy component still loading while Docusaurus updates its
 * contexts after hydration makes React discard the server HTML (error 421).
 * The part of the shell a keyboard reader was on (Run, a tab, the code) has
 * focus in the playground too: it would otherwise drop to the page.
 */
export default function Playground({
  files,
  exampleId,
  example: _folder,
  headingLevel,
  ...options
}: PlaygroundProps): ReactNode {
  const levelAround = useContext(PanelHeadingLevel);
  const [Interactive, setInteractive] = useState<ComponentType<InteractivePlaygroundProps> | null>(null);
  const place = useRef<HTMLDivElement>(null);
  // The shell's part that had focus as the playground took over (undefined: not taken over yet).
  const handedOver = useRef<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [activeFile, setActiveFile] = useState<string>(() => findEntry(files));
  const [runPressed, setRunPressed] = useState(false);
  const autoRun = (options.autoRun ?? true) || runPressed;
  // The shell, as near as a playground takes its turn: one further away would only lengthen the task in
  // which the nearer ones take over before their first runs. (`place` has no box; its child is watched.)
  const near = useNearWindow(() => place.current?.firstElementChild);
  useEffect(() => {
    if (!near) return;
    let mounted = true;
    loadInteractive().then(
      (module) => mounted && setInteractive(() => module.default),
      (error: unknown) => mounted && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      mounted = false;
    };
  }, [near]);
  // Read as the takeover renders, while the shell is still in the page; the render and its commit
  // run in one task, so no key is handled in between.
  if (Interactive && handedOver.current === undefined && typeof document !== 'undefined') {
    handedOver.current = focusedPart(place.current);
  }
  // In that commit, before the browser handles another key: focus went with the shell's
  // element, so the same part of the playground gets it.
  useLayoutEffect(() => {
    const part = handedOver.current;
    if (Interactive && part) {
      handedOver.current = null;
      place.current?.querySelector<HTMLElement>(`[data-focus="${CSS.escape(part)}"]`)?.focus({preventScroll: true});
    }
  }, [Interactive]);
  // `display: contents`: a place to look for focus in, with no box of its own.
  return (
    <PanelHeadingLevel.Provider value={headingLevel ?? levelAround}>
      <div ref={place} style={{display: 'contents'}}>
        {Interactive ? (
          <Interactive
            files={files}
            exampleId={exampleId}
            initialFile={activeFile}
            {...options}
            runPressed={runPressed}
          />
        ) : (
          <PlaygroundShell
            files={files}
            exampleId={exampleId}
            activeFile={activeFile}
            onSelectFile={setActiveFile}
            onRun={() => setRunPressed(true)}
            autoRun={autoRun}
            notice={options.notice}
            problem={problem}
            initialNetwork={options.initialNetwork}
            recorded={options.recorded}
            tasks={options.tasks}
            solution={options.solution}
          />
        )}
      </div>
    </PanelHeadingLevel.Provider>
  );
}
