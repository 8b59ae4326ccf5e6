import {http, HttpResponse} from 'msw';

let articleRequests = 0;

// The first GET /articles/:id reaches the default backend; after that the article is gone.
export const handlers = [
  http.get('/articles/:id', ({params}) => {
    articleRequests += 1;
    if (articleRequests === 1) return undefined;
    return HttpResponse.json({message: `Article ${params.id} was deleted`}, {status: 404});
  }),
];
