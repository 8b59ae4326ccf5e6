import {Fragment, useEffect, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {findEntry, type PlaygroundFiles} from '../../core/files';
import {toNetworkSettings, type NetworkSettings} from '../../core/networkSettings';
import type {RecordedRun, Unrecorded} from '../../core/recorded';
import {decodeShareHash} from '../../core/shareLink';
import Playground from '../Playground';
import {PanelHeadingLevel} from '../PanelHeading';
import PlaygroundShell from '../Playground/PlaygroundShell';
import styles from './styles.module.css';

const exampleId = 'playground';

/** The example the page opens with when a link brings none, with its run as the build recorded it. */
type PageExample = {
  files: PlaygroundFiles;
  initialNetwork?: NetworkSettings;
  recorded?: RecordedRun | Unrecorded;
  compiled?: Record<string, string>;
};

/** Without JavaScript, what speaks of controls that only JavaScript brings is not shown. */
const withoutScript = '<style>[data-needs-script] { display: none; }</style>';

type Opened = {
  files: PlaygroundFiles;
  network?: NetworkSettings;
  /** Code from a link waits for the reader to press Run. */
  fromLink: boolean;
  /** The default example's recorded run and compiled code, shown and used until its first live run has ended. */
  recorded?: PageExample['recorded'];
  compiled?: PageExample['compiled'];
  problem: string | null;
};

/** What the address's hash asks for; never throws, and a broken link falls back to the default example. */
function open(example: PageExample, hash: string): Opened {
  const decoded = decodeShareHash(hash);
  const {files, initialNetwork: network, recorded, compiled} = example;
  if (decoded.status !== 'ok') {
    const problem = decoded.status === 'error' ? decoded.message : null;
    return {files, network, recorded, compiled, fromLink: false, problem};
  }
  const {state} = decoded;
  if (state.kind === 'code') {
    return {files: {...files, [findEntry(files)]: state.code}, fromLink: true, problem: null};
  }
  if (state.network === undefined) return {files: state.files, fromLink: true, problem: null};
  try {
    return {files: state.files, network: toNetworkSettings(state.network), fromLink: true, problem: null};
  } catch (error) {
    const problem = `This link's network settings are damaged (${(error as Error).message}), so they were left out. Its code is below.`;
    return {files: state.files, fromLink: true, problem};
  }
}

/** The address's hash, as it changes: a second link opened in the same tab is a new hash. */
function useHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const onChange = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return hash;
}

function LinkedPlayground({example}: {example: PageExample}): ReactNode {
  const hash = useHash();
  // A new link gets a new playground, frames and all (Copy link changes the hash without this event).
  return <OpenedPlayground key={hash} opened={open(example, hash)} />;
}

function OpenedPlayground({opened}: {opened: Opened}): ReactNode {
  return (
    <Fragment>
      {opened.problem && (
        <p role="alert" className={styles.problem}>
          {opened.problem}
        </p>
      )}
      <Playground
        files={opened.files}
        exampleId={exampleId}
        autoRun={!opened.fromLink}
        filesFromLink={opened.fromLink}
        initialNetwork={opened.network}
        recorded={opened.recorded}
        compiled={opened.compiled}
        share="copy"
        notice={
          opened.fromLink ? (
            <p className={styles.notice} role="note">
              This code came from a link: someone else wrote it. It runs only when you press <strong>Run</strong>, in a
              sandboxed frame where it cannot read or change this page, your saved edits or cookies, or take you to
              another page, and a run that hangs is stopped. It can still show anything in its preview and log, so read
              it first.
            </p>
          ) : undefined
        }
      />
    </Fragment>
  );
}

/** The full-page playground: every file, seed data and panel, and links that carry them. */
export default function PlaygroundPage({example}: {example: PageExample}): ReactNode {
  const firstFile = findEntry(example.files);
  return (
    <Layout title="Playground" description="Run createResource code against a mock REST server in your browser.">
      <main className={styles.page}>
        <noscript dangerouslySetInnerHTML={{__html: withoutScript}} />
        <h1>Playground</h1>
        <p className={styles.intro}>
          Write <code>createResource</code> code and run it against a mock REST server in your browser.{' '}
          <span data-needs-script="">
            <strong>Copy link</strong> puts your files, seed data and network settings in the address, to share.{' '}
          </span>
          How links are made: <Link to="/docs/playground">the playground docs</Link>.
        </p>
        {/*
          Its headings go under the page's h1, live or not. Before the page's code runs, and without
          JavaScript: the default example and the run the build recorded.
        */}
        <PanelHeadingLevel.Provider value={2}>
          <BrowserOnly
            fallback={
              <PlaygroundShell
                files={example.files}
                exampleId={exampleId}
                activeFile={firstFile}
                onSelectFile={() => {}}
                onRun={() => {}}
                autoRun
                problem={null}
                initialNetwork={example.initialNetwork}
                recorded={example.recorded}
              />
            }>
            {() => <LinkedPlayground example={example} />}
          </BrowserOnly>
        </PanelHeadingLevel.Provider>
      </main>
    </Layout>
  );
}
