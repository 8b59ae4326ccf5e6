import {http, HttpResponse} from 'msw';
import db from './db.json';

export const handlers = [
  http.get('/authors/:author/articles', ({params}) =>
    HttpResponse.json(db.articles.filter((article) => article.author === params.author)),
  ),
  // Answers only what changed; the store merges it into the article it holds.
  http.post('/articles/:id/publish', ({params}) => HttpResponse.json({id: Number(params.id), published: true})),
];
