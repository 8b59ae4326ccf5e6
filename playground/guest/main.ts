// First, before msw and the reader's code: storage and cookies that work in a sandboxed frame.
import './sandbox';
import {startGuest} from './guest';
import {readGuestParams} from './route';

/**
 * The guest frame's whole script: its page (index.html, built by
 * playground/node/guestBundle.ts) is not a Docusaurus page, so a frame
 * boots without the site's runtime. Its colours come from the address
 * (`readGuestParams`) for the first paint, then from the page's messages.
 */
document.documentElement.setAttribute('data-theme', readGuestParams(window.location.search).theme);
startGuest();
