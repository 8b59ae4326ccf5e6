import {http, HttpResponse} from 'msw';
import db from './db.json';

// GET /articles?skip=&limit= answers one page, wrapped: {results, total, limit, skip}.
export const handlers = [
  http.get('/articles', ({request}) => {
    const params = new URL(request.url).searchParams;
    const limit = Number(params.get('limit') ?? 5);
    const skip = Number(params.get('skip') ?? 0);
    return HttpResponse.json({
      results: db.articles.slice(skip, skip + limit),
      total: db.articles.length,
      limit,
      skip,
    });
  }),
];
