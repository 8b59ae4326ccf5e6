import {http, HttpResponse} from 'msw';
import db from './db.json';

export const handlers = [
  http.post('/articles/:id/publish', ({params}) => {
    const article = db.articles.find((a) => `${a.id}` === params.id);
    if (!article) return HttpResponse.json({message: 'no such article'}, {status: 404});
    return HttpResponse.json({...article, published: true});
  }),
];
