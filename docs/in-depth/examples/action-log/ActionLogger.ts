import {actionTypes, type ActionTypes, type Manager, type Middleware} from '@data-client/core';

/** A Manager whose middleware prints every action, as it is dispatched, before the store takes it in. */
export class ActionLogger implements Manager {
  getMiddleware(): Middleware {
    return (controller) => (next) => (action) => {
      console.log(summarize(action));
      return next(action);
    };
  }

  cleanup() {}
}

/** The fields of an action worth reading; functions and the endpoint object are named, not printed. */
function summarize(action: ActionTypes): Record<string, unknown> {
  switch (action.type) {
    case actionTypes.FETCH_TYPE:
      return {
        type: action.type,
        endpoint: action.endpoint.name,
        'meta.key': action.meta.key,
        'meta.args': action.meta.args,
        'meta.throttle': action.meta.throttle,
        payload: typeof action.payload,
      };
    case actionTypes.SET_TYPE: {
      const {meta} = action;
      return {
        type: action.type,
        endpoint: action.endpoint.name,
        'meta.key': meta.key,
        'meta.args': meta.args,
        error: action.error ?? false,
        payload: action.payload,
        'meta.expiresAt - meta.date': meta.expiresAt - meta.date,
        'meta.fetchedAt <= meta.date': meta.fetchedAt <= meta.date,
      };
    }
    case actionTypes.INVALIDATE_TYPE:
      return {type: action.type, 'meta.key': action.meta.key};
    default:
      return {type: action.type};
  }
}
