/** The guest's height: a component's preview as tall as it says (48 px at least), a program's none. */
export function guestHeight(isComponent: boolean, previewHeight: number): number {
  return isComponent ? Math.max(48, previewHeight) : 0;
}
