import type {ReactNode} from 'react';
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

/**
 * One playground laid out: the server-rendered shell and the live playground
 * both render this, so a part placed here shows at first paint, without
 * JavaScript and live, in the same place (nothing moves when the live one
 * takes over). The parts that read only the session (tasks, network settings,
 * request log, store, console) are placed here; those that differ come as
 * slots. Swizzle `@theme/Playground/Layout` to lay a site's playgrounds out
 * differently.
 */
export default function Layout({toolbar, notices, code, status, problems, preview}: LayoutSlots): ReactNode {
  return (
    <>
      <Tasks />
      {toolbar}
      {notices}
      {code}
      {status}
      <NetworkSettingsPanel />
      {problems}
      {preview}
      <div className={styles.panels}>
        <RequestLog />
        <StorePanel />
      </div>
      <ConsolePanel />
    </>
  );
}
