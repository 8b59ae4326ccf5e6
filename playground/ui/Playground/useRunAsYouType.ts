import {useState} from 'react';

const key = 'playground-run-as-you-type';

function storedChoice(): boolean {
  try {
    return window.localStorage.getItem(key) !== 'off';
  } catch {
    return true;
  }
}

/**
 * Whether playgrounds run by themselves after a pause in typing. On unless the
 * reader turned it off; the choice holds for every playground and visit.
 * Read at once: the interactive playground only ever renders in the browser.
 */
export function useRunAsYouType(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(storedChoice);
  const choose = (next: boolean) => {
    setOn(next);
    try {
      if (next) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, 'off');
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  };
  return [on, choose];
}
