import {http, HttpResponse} from 'msw';

// The server wants a bearer token on every request.
export const handlers = [
  http.all('/todos*', ({request}) => {
    const authorization = request.headers.get('authorization');
    console.log(`${request.method} ${new URL(request.url).pathname}: Authorization=${authorization ?? '(none)'}`);
    if (authorization !== 'Bearer docs-token') {
      return HttpResponse.json({message: 'Sign in first'}, {status: 401});
    }
    return undefined;
  }),
];
