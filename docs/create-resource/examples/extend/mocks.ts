import {http, HttpResponse} from 'msw';
import db from './db.json';

// The default backend does not filter /users/:userId/todos by user: this does.
export const handlers = [
  http.get('/users/:userId/todos', ({params}) =>
    HttpResponse.json(db.todos.filter((todo) => String(todo.userId) === params.userId)),
  ),
];
