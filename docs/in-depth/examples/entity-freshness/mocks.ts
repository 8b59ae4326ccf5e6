import {http, HttpResponse} from 'msw';
import db from './db.json';

// A small server of its own, so a rename shows up in the list: summaries for the list,
// whole articles for GET /articles/:id, and PATCH to rename.
const articles = db.articles.map((article) => ({...article}));
const find = (id: unknown) => articles.find((article) => `${article.id}` === id);

export const handlers = [
  http.get('/articles', () => HttpResponse.json(articles.map(({id, title}) => ({id, title})))),
  http.get('/articles/:id', ({params}) => HttpResponse.json(find(params.id))),
  http.patch('/articles/:id', async ({params, request}) => {
    const article = find(params.id)!;
    Object.assign(article, await request.json());
    return HttpResponse.json(article);
  }),
];
