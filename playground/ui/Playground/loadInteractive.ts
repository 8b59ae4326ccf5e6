let interactive: Promise<typeof import('./InteractivePlayground')> | undefined;

/** The interactive playground's code, requested once per page load (pageStart.ts asks first, on pages with one). */
export function loadInteractive(): Promise<typeof import('./InteractivePlayground')> {
  interactive ??= import('./InteractivePlayground').catch((error: unknown) => {
    interactive = undefined; // the next playground to mount asks again
    throw error;
  });
  return interactive;
}
