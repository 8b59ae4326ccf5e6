import {useController, useSuspense} from '@data-client/react';
import {TodoResource} from './resources';

export default function App() {
  const todos = useSuspense(TodoResource.getList);
  const controller = useController();

  return (
    <>
      {/* Marks the stored list invalid: useSuspense suspends and fetches it again. */}
      <button type="button" onClick={() => controller.invalidate(TodoResource.getList)}>
        Refresh
      </button>
      <ul>
        {todos.map((todo) => (
          <li key={todo.pk()}>{todo.title}</li>
        ))}
      </ul>
    </>
  );
}
