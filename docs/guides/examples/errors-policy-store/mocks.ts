import {http, HttpResponse} from 'msw';

const calls = new Map<string, number>();

/** The first request to a URL reaches the default backend; later ones get `failure`. */
function firstThen(failure: () => Response) {
  return ({request}: {request: Request}) => {
    const count = (calls.get(request.url) ?? 0) + 1;
    calls.set(request.url, count);
    return count === 1 ? undefined : failure();
  };
}

export const handlers = [
  http.get('/articles', firstThen(() => HttpResponse.json({message: 'down'}, {status: 500}))),
  // Article 1 fails at once: the program never fetches it before.
  http.get('/articles/1', () => HttpResponse.json({message: 'down'}, {status: 500})),
  http.get('/articles/2', firstThen(() => HttpResponse.json({message: 'deleted'}, {status: 404}))),
];
