import {RestEndpoint, type RestGenerics} from '@data-client/rest';

// The specification's class: getRequestInit adds the credentials mode
// 'same-origin' to the base request init, so every member built with it
// sends that mode. The base is async in 0.9.9: await it, or the method,
// body and headers it sets are lost.
export class SameOriginEndpoint<O extends RestGenerics = any>
  extends RestEndpoint<O> {
  async getRequestInit(body: any): Promise<RequestInit> {
    const init = await super.getRequestInit(body);
    return {...init, credentials: 'same-origin'};
  }
}
