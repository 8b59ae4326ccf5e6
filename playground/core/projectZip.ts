import {strToU8, zipSync} from 'fflate';
import type {ExportedProject} from './exportProject';

/**
 * The project as a zip holding one folder, as the Export button downloads it.
 * A module of its own, so that fflate is loaded only by what zips (the button
 * loads it when pressed).
 */
export function zipProject({folder, files}: ExportedProject): Uint8Array<ArrayBuffer> {
  // fflate writes into an ArrayBuffer of its own (never a shared one), as a Blob takes it.
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [`${folder}/${name}`, strToU8(text)])),
    {level: 6},
  ) as Uint8Array<ArrayBuffer>;
}
