import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchBarShortcutKeymap} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import ringStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing.module.css';

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};

/** What the reader had done in the stand-in when the search bar came: it carries on from there. */
type HandOver = {
  value: string;
  focused: boolean;
  start: number | null;
  end: number | null;
  around: Element;
};

const loadSearchBar = () =>
  import('@theme-original/SearchBar').then((module) => module.default as ComponentType<Props>);

/**
 * The local search's bar, its code loaded when the reader reaches for it: a
 * page nobody searches from loads none of it (about 12 KB of every page's
 * JavaScript: the bar, its worker's client, its templates).
 *
 * Until then a stand-in of the same markup and classes shows (the search
 * bar's own server-rendered HTML, with its shortcut hint once in the
 * browser). Pointing at it, focusing it, touching it or the bar's shortcut
 * (Ctrl+K, ⌘K on a Mac) loads the bar, as pointing or focusing loads its index
 * in the bar itself; it then takes the stand-in's place with what was typed
 * there, the caret where it was, and focus if the stand-in had it (a reader
 * who has tabbed on keeps focus where they went).
 */
export default function SearchBar(props: Props): ReactNode {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  const requested = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const handOver = useRef<HandOver | null>(null);
  const [focused, setFocused] = useState(false);
  // The bar shows its shortcut while the box is empty.
  const [typed, setTyped] = useState(false);
  const isBrowser = useIsBrowser();

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadSearchBar().then(
      (Bar) => {
        const stand = input.current;
        if (stand?.parentElement?.parentElement) {
          handOver.current = {
            value: stand.value,
            focused: document.activeElement === stand,
            start: stand.selectionStart,
            end: stand.selectionEnd,
            around: stand.parentElement.parentElement,
          };
        }
        // Read and handed over in one task: committed later, a key pressed meanwhile (Tab on, under
        // load: CI at ccb775c) would have moved focus on, and the bar would have taken it back.
        flushSync(() => setLoaded(() => Bar));
      },
      // Not loaded (the network failed): the stand-in stays, and the next reach tries again.
      () => {
        requested.current = false;
      },
    );
  }, []);

  // The bar's shortcut, until the bar is here to handle it itself.
  useEffect(() => {
    if (Loaded || !searchBarShortcutKeymap) return;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKey = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [Loaded]);

  useLayoutEffect(() => {
    const was = handOver.current;
    if (!Loaded || !was) return;
    handOver.current = null;
    const bar = was.around.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!bar) return;
    if (was.value) {
      // The bar's input is React's: its own setter, then the event React reads the value from.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(bar, was.value);
      bar.dispatchEvent(new Event('input', {bubbles: true}));
    }
    if (was.focused) {
      bar.focus();
      if (was.start !== null && was.end !== null) bar.setSelectionRange(was.start, was.end);
    } else {
      // The reader reached for the box, so the bar loads its index now, as it does when pointed at
      // (the pointer came in over the stand-in): one who tabbed on finds it ready, focus left where it went.
      bar.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: document.body}));
    }
  }, [Loaded]);

  if (Loaded) return <Loaded {...props} />;
  const toggle = (expanded: boolean) => {
    setFocused(expanded);
    props.handleSearchBarToggle?.(expanded);
  };
  const hints =
    isBrowser && !typed && searchBarShortcutKeymap ? getKeymapHints(searchBarShortcutKeymap, isMacPlatform()) : [];
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer, {[styles.focused]: focused})} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        placeholder="Search"
        aria-label="Search"
        className={`navbar__search-input ${styles.searchInput}`}
        onMouseEnter={load}
        onPointerDown={load}
        onFocus={() => {
          load();
          toggle(true);
        }}
        onBlur={() => toggle(false)}
        onChange={(event) => setTyped(event.target.value !== '')}
      />
      <div className={clsx(ringStyles.loadingRing, styles.searchBarLoadingRing)}>
        <div />
        <div />
        <div />
        <div />
      </div>
      {hints.length > 0 && (
        <div className={styles.searchHintContainer}>
          {hints.map((hint, index) => (
            <kbd key={index} className={styles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
