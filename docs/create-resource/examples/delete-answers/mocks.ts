import {http, HttpResponse} from 'msw';

// One way of answering a DELETE per todo. Todo 5 is left to the default
// backend, which answers 200 with the deleted record.
export const handlers = [
  http.delete('/todos/1', () => new HttpResponse(null, {status: 204})),
  http.delete('/todos/2', () => HttpResponse.json({})),
  http.delete('/todos/3', () => new HttpResponse(null, {status: 200})),
  http.delete('/todos/4', () => new HttpResponse(null, {status: 200, headers: {'Content-Type': 'application/json'}})),
];
