import type {RequestHandler} from 'msw';

// Handlers here answer before the default backend. Step 7 adds one.
export const handlers: RequestHandler[] = [];
