import {http, HttpResponse} from 'msw';
import db from './db.json';

export const handlers = [
  // Says whether each request went through ApiEndpoint, then lets the next handler answer.
  http.all('/todos*', ({request}) => {
    console.log(`${request.method} ${new URL(request.url).pathname} credentials=${request.credentials}`);
    return undefined;
  }),
  // The server wraps its list. (It reads the seed data, so it does not see created todos.)
  http.get('/todos', () => HttpResponse.json({results: db.todos, total: db.todos.length})),
];
