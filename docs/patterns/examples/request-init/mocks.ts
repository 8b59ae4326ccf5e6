import {http} from 'msw';

// Says what each request carried, then lets the default backend answer it.
export const handlers = [
  http.all('/todos*', async ({request}) => {
    const body = await request.clone().text();
    const {pathname} = new URL(request.url);
    const type = request.headers.get('content-type') ?? '(none)';
    console.log(`${request.method} ${pathname} credentials=${request.credentials} content-type=${type} body=${body || '(none)'}`);
    return undefined;
  }),
];
