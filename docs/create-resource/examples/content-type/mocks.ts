import {http, HttpResponse} from 'msw';

export const handlers = [
  // Says what each request carried, then lets the next handler answer it.
  http.all('/todos*', async ({request}) => {
    const body = await request.clone().text();
    // A FormData body's type carries a random boundary: keep the part before it.
    const type = request.headers.get('content-type')?.split(';')[0] ?? '(none)';
    const shown = type === 'multipart/form-data' ? '(form fields)' : body || '(none)';
    console.log(`${request.method} ${new URL(request.url).pathname}: content-type ${type}, body ${shown}`);
    return undefined;
  }),
  // The default backend reads JSON bodies only: this one reads the form.
  http.patch('/todos/2', async ({request}) => {
    const form = await request.formData();
    return HttpResponse.json({id: 2, title: String(form.get('title')), completed: false});
  }),
];
