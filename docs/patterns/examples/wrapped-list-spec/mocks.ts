import {http, HttpResponse} from 'msw';
import db from './db.json';

// The server wraps its list. (It reads the seed data, so it does not see created articles.)
export const handlers = [
  http.get('/articles', () =>
    HttpResponse.json({results: db.articles, total: db.articles.length, limit: 10, skip: 0}),
  ),
];
