import {http, HttpResponse} from 'msw';

// This server leaves body out of article 2's answer.
export const handlers = [
  http.get('/articles/2', () => HttpResponse.json({id: 2, title: 'Paths with parameters', author: 'Grace'})),
];
