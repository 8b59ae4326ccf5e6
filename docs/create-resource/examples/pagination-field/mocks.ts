import {http, HttpResponse} from 'msw';
import db from './db.json';

// Two todos per page; the default backend does not know about pages.
export const handlers = [
  http.get('/todos', ({request}) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    return HttpResponse.json(db.todos.slice((page - 1) * 2, page * 2));
  }),
];
