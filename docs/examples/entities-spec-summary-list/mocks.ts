import {http, HttpResponse} from 'msw';
import db from './db.json';

// The list sends summaries: id and title only.
export const handlers = [
  http.get('/articles', () => HttpResponse.json(db.articles.map(({id, title}) => ({id, title})))),
];
