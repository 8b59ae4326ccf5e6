import {useEffect, useRef, useState, type ReactNode} from 'react';
import {usePlayground, usePlaygroundState} from '../usePlayground';
import {codeAreaStyle} from './codeArea';
import HighlightedCode from './HighlightedCode';
import {loadMonaco, type MonacoSetup} from './load';
import {mountEditor, type Mounted} from './mountEditor';
import {useEditorFollowsSession} from './useEditorFollowsSession';
import {useEditorTheme} from './useEditorTheme';
import {useNearWindow} from '../nearWindow';
import styles from './styles.module.css';

/** Start loading Monaco this far before a playground scrolls into view. */
const loadAhead = '600px';

/**
 * Monaco, a few MB of script, waits to load until the playground's first run
 * has shown its result (the run's frame shares the page's main thread) and
 * the playground nears the viewport; focus or a click on the code loads it at once.
 */
function useMonaco(area: React.RefObject<HTMLElement | null>) {
  const near = useNearWindow(() => area.current, loadAhead);
  const firstRunOver = usePlaygroundState((state) => state.firstRunOver);
  // Format needs the editor: asking for it loads it.
  const formatAsked = usePlaygroundState((state) => state.formatAsked > 0);
  const [wantedHere, setWanted] = useState(false);
  const wanted = wantedHere || formatAsked;
  const [setup, setSetup] = useState<MonacoSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (!((near && firstRunOver) || wanted) || setup) return;
    let cancelled = false;
    loadMonaco().then(
      (loaded) => !cancelled && setSetup(loaded),
      (error: unknown) => !cancelled && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [near, firstRunOver, wanted, setup]);
  // 'starting' from when Monaco is asked for until it shows: a test waits for it to settle.
  const starting = ((near && firstRunOver) || wanted) && !loadError;
  return {setup, loadError, starting, want: () => setWanted(true)};
}

/**
 * What a key pressed on the code area (not in the editor) asks for: Enter
 * starts editing; a character starts editing with it typed; a Backspace, before
 * the editor is there, takes back the last one typed. Null for anything else
 * (Tab moves on; shortcuts are the page's).
 */
function keyOnArea(event: React.KeyboardEvent): {typed: string} | 'Backspace' | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Enter') return {typed: ''};
  if (event.key === 'Backspace') return 'Backspace';
  return event.key.length === 1 ? {typed: event.key} : null;
}

/** Focus into the editor, with `text` typed where its cursor is. */
function startEditing({editor}: Mounted, text: string): void {
  editor.focus();
  if (text) editor.trigger('keyboard', 'type', {text});
}

/**
 * The code of the active file: highlighted text first (server-rendered, and
 * readable before any script runs), then Monaco on top of it once the
 * playground nears the viewport or takes focus. Monaco type-checks every file
 * of the playground with the real declaration files of its packages.
 */
export default function CodeEditor(): ReactNode {
  const {session, exampleId, idPrefix} = usePlayground();
  const activeFile = usePlaygroundState((state) => state.activeFile);
  const source = usePlaygroundState((state) => state.files[state.activeFile] ?? '');
  const area = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const {setup, loadError, starting, want} = useMonaco(area);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  /**
   * What the reader asked of the code area while the editor loaded: to edit (Enter, or a character
   * typed), what they typed, and whether the area had focus as the editor arrived.
   */
  const typedAhead = useRef({edit: false, text: '', focus: false});
  useEditorTheme(setup);

  useEffect(() => {
    if (!setup || !host.current || !area.current) return;
    typedAhead.current.focus = area.current.contains(document.activeElement);
    const fontFamily = getComputedStyle(area.current).fontFamily;
    const {mounted, unmount} = mountEditor(setup, host.current, {
      session,
      exampleId,
      fontFamily,
      onContentHeight: setContentHeight,
      onLeave: () => area.current?.focus(),
    });
    setMounted(mounted);
    return () => {
      unmount();
      setMounted(null);
    };
    // Made once per load: later changes reach the editor through the session and the effects below.
  }, [setup]);

  // Once the editor shows (it cannot take focus while hidden): a reader who asked to edit is in it,
  // with what they typed meanwhile typed; one who only reached the code area stays on it.
  useEffect(() => {
    if (!mounted) return;
    const {edit, text, focus} = typedAhead.current;
    typedAhead.current = {edit: false, text: '', focus: false};
    if (focus && edit) startEditing(mounted, text);
  }, [mounted]);

  useEditorFollowsSession(mounted);

  const style = mounted && contentHeight !== null ? {...codeAreaStyle, height: contentHeight} : codeAreaStyle;
  return (
    <>
      <div
        ref={area}
        id={`${idPrefix}-editor`}
        data-focus="code"
        role="tabpanel"
        aria-labelledby={`${idPrefix}-${activeFile}`}
        // What the keys do in the editor (the status bar's hint), told before focus enters it.
        aria-describedby={`${idPrefix}-keys`}
        className={styles.area}
        style={style}
        data-editor={mounted ? 'ready' : starting ? 'starting' : 'loading'}
        // One Tab stop, before Monaco arrives and after (its text box is out of the Tab order):
        // Enter edits, Esc in the editor comes back here, Tab moves on. Focus here asks for the editor.
        tabIndex={0}
        onFocus={want}
        onPointerDown={want}
        onKeyDown={(event) => {
          // Keys in the editor are the editor's.
          if (event.target !== event.currentTarget) return;
          const key = keyOnArea(event);
          if (key === null || (key === 'Backspace' && mounted)) return;
          event.preventDefault();
          const ahead = typedAhead.current;
          if (key === 'Backspace') ahead.text = ahead.text.slice(0, -1);
          else if (mounted) startEditing(mounted, key.typed);
          else Object.assign(ahead, {edit: true, text: ahead.text + key.typed});
        }}>
        {!mounted && <HighlightedCode file={activeFile} source={source} />}
        <div ref={host} className={mounted ? styles.monaco : styles.monacoLoading} />
      </div>
      {loadError && (
        <p role="alert" className={styles.loadError}>
          The editor did not load ({loadError}). The code above still runs; reload the page to edit it.
        </p>
      )}
    </>
  );
}
