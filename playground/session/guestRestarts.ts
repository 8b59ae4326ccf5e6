/**
 * Chromium runs every sandboxed guest frame of a page in one process of
 * their own (apart from the page's). A guest frozen by code no guard can
 * stop therefore freezes the page's other guests too, and a new guest would
 * join the frozen process; the process ends only once none of its frames is
 * left (measured: a frame added while one remained never ran; one added
 * 500 ms after the last was removed did). So a stall restarts every guest of
 * the page together: all are removed, and after a pause all come back.
 */
export const restartPauseMs = 500;

export type Guest = {
  /** Whether its latest run was still under way: such a run may be the one that froze. */
  running(): boolean;
  /** Removes the frame; a `suspect` guest's run ends, and is not run again. */
  detach(suspect: boolean): void;
  /** A new frame, which runs the latest run again unless it ended. */
  attach(): void;
};

const guests = new Set<Guest>();
let restarting = false;

export function addGuest(guest: Guest): () => void {
  guests.add(guest);
  return () => guests.delete(guest);
}

/**
 * Restarts every guest of the page. Suspects are those whose run was under
 * way; when none was (code run later, by a timer or an event), every guest
 * is, since which one froze cannot be told.
 */
export function restartGuests(): Guest[] {
  if (restarting) return [];
  restarting = true;
  const all = [...guests];
  const running = all.filter((guest) => guest.running());
  const suspects = running.length > 0 ? running : all;
  for (const guest of all) guest.detach(suspects.includes(guest));
  setTimeout(() => {
    restarting = false;
    for (const guest of all) if (guests.has(guest)) guest.attach();
  }, restartPauseMs);
  return suspects;
}
