import {http, HttpResponse} from 'msw';
import db from './db.json';

// The list sends summaries: every field but the body.
export const handlers = [
  http.get('/articles', () => HttpResponse.json(db.articles.map(({id, title, author}) => ({id, title, author})))),
];
