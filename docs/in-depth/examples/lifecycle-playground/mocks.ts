import {http, HttpResponse} from 'msw';

/** Set a status here and the next GET /articles/:id answers with it. */
export const failNext = {status: 0};

export const handlers = [
  http.get('/articles/:id', () => {
    const status = failNext.status;
    if (!status) return undefined; // the default backend answers
    failNext.status = 0;
    return HttpResponse.json({message: `failed on purpose with ${status}`}, {status});
  }),
];
