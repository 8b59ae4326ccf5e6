import {useContext, useEffect} from 'react';
import {StateContext} from '@data-client/react';

/**
 * Placed inside a `CacheProvider`: calls `onCommit` after each commit of a new
 * store state, once that commit's effects have run (the provider's own, which
 * make the new state what `getState()` returns). For `StoreRecorder.committed`.
 * No JSX: the build's recording worker imports it as well.
 */
export function StoreCommits({onCommit}: {onCommit(): void}): null {
  const state = useContext(StateContext);
  useEffect(() => {
    const timer = setTimeout(onCommit, 0);
    return () => clearTimeout(timer);
  }, [state, onCommit]);
  return null;
}
