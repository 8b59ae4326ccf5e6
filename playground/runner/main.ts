// First, before msw and the reader's code: storage and cookies that work in a sandboxed frame.
import './sandbox';
import {startRunnerFrame} from './frame';

/**
 * The guest frame's whole script: its page (index.html, built by
 * playground/node/runnerBundle.ts) is not a Docusaurus page, so a frame
 * boots without the site's runtime. Its colours come from the address
 * (`?theme=`) for the first paint, then from the page's messages.
 */
const theme = new URLSearchParams(window.location.search).get('theme');
document.documentElement.setAttribute('data-theme', theme === 'dark' ? 'dark' : 'light');
startRunnerFrame();
