import {http, HttpResponse} from 'msw';

// Like a dev server with an HTML fallback: 200 and a web page, not JSON.
export const handlers = [
  http.get('/drafts/:id', () =>
    HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
  ),
];
