import {HttpResponse, http} from 'msw';

// This server answers every DELETE with 200 and the text "OK".
export const handlers = [
  http.delete('/todos/:id', () => HttpResponse.text('OK')),
];
