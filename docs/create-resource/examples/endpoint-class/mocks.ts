import {http, HttpResponse} from 'msw';

// Without the header: 401. With it: on to the default backend.
const requireToken = ({request}: {request: Request}) =>
  request.headers.get('Authorization') === 'Bearer docs-token'
    ? undefined
    : HttpResponse.json({message: 'Missing token'}, {status: 401});

export const handlers = [http.all('/todos', requireToken), http.all('/todos/:id', requireToken)];
