import {RestEndpoint, type RestGenerics} from '@data-client/rest';

// Every member of a resource built with this class sends cookies,
// even to another origin (the server must allow it with CORS).
export class ApiEndpoint<O extends RestGenerics = any>
  extends RestEndpoint<O> {
  async getRequestInit(body: any): Promise<RequestInit> {
    const init = await super.getRequestInit(body);
    return {...init, credentials: 'include'};
  }
}
