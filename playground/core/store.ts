import {
  applyManager,
  Controller,
  createReducer,
  initialState,
  type ActionTypes,
  type Manager,
  type State,
} from '@data-client/core';

/**
 * The store a plain program (main.ts) talks to: the same reducer, Controller
 * and managers that @data-client/react's provider wires up, without React.
 */
export function createStore(managers: Manager[]): {controller: Controller; cleanup: () => void} {
  const controller = new Controller();
  const reducer = createReducer(controller);
  let state: State<unknown> = initialState;
  const getState = () => state;
  const reduce = async (action: ActionTypes) => {
    state = reducer(state, action);
  };
  let dispatch: (action: ActionTypes) => Promise<void> = reduce;
  const api = {getState, dispatch: (action: ActionTypes) => dispatch(action)};
  dispatch = applyManager(managers, controller).reduceRight((next, middleware) => middleware(api)(next), reduce);
  for (const manager of managers) manager.init?.(state);
  return {controller, cleanup: () => managers.forEach((manager) => manager.cleanup())};
}
