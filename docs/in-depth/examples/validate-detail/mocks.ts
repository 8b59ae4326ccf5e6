import {http, HttpResponse} from 'msw';
import db from './db.json';

// The list answers summaries: id and title only. GET /articles/:id answers the whole article.
export const handlers = [
  http.get('/articles', () => HttpResponse.json(db.articles.map(({id, title}) => ({id, title})))),
];
