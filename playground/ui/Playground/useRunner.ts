import {useCallback, useEffect, useRef, useState} from 'react';
import type {ConsoleLine} from '../../core/consoleRecorder';
import type {PlaygroundFiles} from '../../core/files';
import type {NetworkControls} from '../../core/networkControls';
import type {RequestLogEntry} from '../../core/requestRecorder';
import type {StoreSnapshot} from '../../core/storeRecorder';
import type {FromRunner, RunProblem, ToRunner} from '../../runner/protocol';

export type RunnerState = {
  status: 'starting' | 'running' | 'done';
  requests: RequestLogEntry[];
  snapshots: StoreSnapshot[];
  console: ConsoleLine[];
  problems: RunProblem[];
  /** Routes the network controls can act on, as the latest run reported them. */
  routes: string[];
  previewHeight: number;
  /** How many runs this playground has started; the status shows it, so a test can tell one run's "Ran" from the next. */
  runs: number;
};

const initial: RunnerState = {
  status: 'starting',
  requests: [],
  snapshots: [],
  console: [],
  problems: [],
  routes: [],
  previewHeight: 0,
  runs: 0,
};

export type RunInput = {files: PlaygroundFiles; controls: NetworkControls};

/**
 * Talks to this playground's runner frame: sends it files to run, and keeps
 * what it reports about the latest run. Reports of older runs are dropped.
 */
export function useRunner(frame: React.RefObject<HTMLIFrameElement | null>) {
  const [state, setState] = useState<RunnerState>(initial);
  const ready = useRef(false);
  const queued = useRef<RunInput | null>(null);
  const runId = useRef(0);
  /** The run the frame was last sent, until it reports that run done. */
  const unfinished = useRef<ToRunner | null>(null);

  const send = useCallback(
    ({files, controls}: RunInput) => {
      runId.current += 1;
      const message: ToRunner = {type: 'run', runId: runId.current, files, controls};
      unfinished.current = message;
      setState((previous) => ({
        ...initial,
        routes: previous.routes,
        previewHeight: previous.previewHeight,
        runs: previous.runs + 1,
        status: 'running',
      }));
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    },
    [frame],
  );

  const run = useCallback(
    (input: RunInput) => {
      if (ready.current) send(input);
      else queued.current = input;
    },
    [send],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromRunner>) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      const message = event.data;
      if (message.type === 'ready') {
        ready.current = true;
        if (queued.current) send(queued.current);
        // A frame that reloaded mid-run (msw reloads a frame its worker does not yet
        // control) lost that run: the new page runs it again, from a clean log.
        else if (unfinished.current) {
          setState((previous) => ({...initial, routes: previous.routes, previewHeight: previous.previewHeight, runs: previous.runs, status: 'running'}));
          frame.current?.contentWindow?.postMessage(unfinished.current, window.location.origin);
        }
        queued.current = null;
        return;
      }
      if (message.type === 'height') {
        setState((previous) => ({...previous, previewHeight: message.height}));
        return;
      }
      if (message.runId !== runId.current) return;
      if (message.type === 'status' && message.status === 'done') unfinished.current = null;
      if (message.type === 'problem' && message.problem.kind === 'runaway') {
        unfinished.current = null;
        // Whatever the stopped code left behind (a render stuck half-way, live
        // timers) goes with the old frame; the next run gets a fresh one.
        ready.current = false;
        frame.current?.contentWindow?.location.reload();
      }
      setState((previous) => {
        switch (message.type) {
          case 'requests':
            return {...previous, requests: message.entries};
          case 'snapshots':
            return {...previous, snapshots: message.snapshots};
          case 'console':
            return {...previous, console: [...previous.console, message.line]};
          case 'problem':
            return {...previous, problems: [...previous.problems, message.problem]};
          case 'status':
            return {...previous, status: message.status};
          case 'routes':
            return {...previous, routes: message.routes};
        }
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, send]);

  return {state, run};
}
