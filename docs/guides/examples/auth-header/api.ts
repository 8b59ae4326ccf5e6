import {RestEndpoint, type RestGenerics} from '@data-client/rest';

let token: string | null = null;

/** Call after sign-in; every later request carries the token. */
export function setToken(value: string | null) {
  token = value;
}

export class ApiEndpoint<O extends RestGenerics = any>
  extends RestEndpoint<O> {
  // Runs for each request: it reads the token as it is at that moment.
  getHeaders(headers: HeadersInit): HeadersInit {
    if (!token) return headers;
    return {...headers, Authorization: `Bearer ${token}`};
  }
}
