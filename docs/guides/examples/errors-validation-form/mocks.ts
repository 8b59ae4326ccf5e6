import {http, HttpResponse} from 'msw';

type ArticleBody = {title?: string; author?: string};

// The server checks a new article; a valid one goes on to the default backend.
export const handlers = [
  http.post('/articles', async ({request}) => {
    const body = (await request.clone().json()) as ArticleBody;
    const errors: Record<string, string> = {};
    if (!body.title?.trim()) errors.title = 'Title is required.';
    if (!body.author?.trim()) errors.author = 'Author is required.';
    if (Object.keys(errors).length) {
      return HttpResponse.json({message: 'Validation failed', errors}, {status: 422});
    }
    return undefined;
  }),
];
