import {http} from 'msw';

// Says how each request was sent, then lets the default backend answer it.
export const handlers = [
  http.all('/todos*', ({request}) => {
    console.log(`${request.method} ${new URL(request.url).pathname}: credentials=${request.credentials}`);
    return undefined;
  }),
];
