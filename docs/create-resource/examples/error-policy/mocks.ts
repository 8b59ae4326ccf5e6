import {http, HttpResponse} from 'msw';

// The first GET of each list succeeds (the default backend answers); every later one gets a 404.
const calls: Record<string, number> = {};
export const handlers = [
  http.get('/:collection', ({params}) => {
    const collection = String(params.collection);
    calls[collection] = (calls[collection] ?? 0) + 1;
    if (calls[collection] > 1) return HttpResponse.json({message: 'Gone'}, {status: 404});
    return undefined;
  }),
];
