import {http, HttpResponse} from 'msw';

let listRequests = 0;

// Every second GET /articles fails; the others fall through to the default backend.
export const handlers = [
  http.get('/articles', () => {
    listRequests += 1;
    if (listRequests % 2 === 0) {
      return HttpResponse.json({message: 'The server is busy'}, {status: 503});
    }
    return undefined;
  }),
];
