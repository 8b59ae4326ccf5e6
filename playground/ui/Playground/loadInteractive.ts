let interactive: Promise<typeof import('./InteractivePlayground')> | undefined;
let requested = false;

/** The interactive playground's code, requested once per page load (pageStart.ts asks first, on pages with one). */
export function loadInteractive(): Promise<typeof import('./InteractivePlayground')> {
  requested = true;
  interactive ??= import('./InteractivePlayground').catch((error: unknown) => {
    interactive = undefined; // the next playground to mount asks again
    throw error;
  });
  return interactive;
}

/** Whether this document has asked for the interactive playground's code (its editor, its frames): it keeps them until it unloads. */
export function interactiveRequested(): boolean {
  return requested;
}
