import {http} from 'msw';

// Says how each request was sent, then lets the default backend answer it.
export const handlers = [
  http.all('/todos*', ({request}) => {
    const authorization = request.headers.get('authorization') ?? '(none)';
    console.log(`${request.method} ${new URL(request.url).pathname}: credentials=${request.credentials}, Authorization=${authorization}`);
    return undefined;
  }),
];
