import {http, HttpResponse} from 'msw';
import db from './db.json';

export const handlers = [
  http.get('/featured', () => HttpResponse.json(db.articles.filter((article) => article.published))),
];
