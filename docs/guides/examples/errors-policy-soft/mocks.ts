import {http, HttpResponse} from 'msw';

let listRequests = 0;

// The first GET /articles reaches the default backend; every later one fails with a 500.
export const handlers = [
  http.get('/articles', () => {
    listRequests += 1;
    if (listRequests === 1) return undefined;
    return HttpResponse.json({message: 'The database is down'}, {status: 500});
  }),
];
