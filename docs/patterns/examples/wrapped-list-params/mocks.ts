import {http, HttpResponse} from 'msw';
import db from './db.json';

// The server wraps its list and pages it with ?limit=&skip=.
export const handlers = [
  http.get('/articles', ({request}) => {
    const query = new URL(request.url).searchParams;
    const limit = Number(query.get('limit') ?? 10);
    const skip = Number(query.get('skip') ?? 0);
    const results = db.articles.slice(skip, skip + limit);
    return HttpResponse.json({results, total: db.articles.length, limit, skip});
  }),
];
