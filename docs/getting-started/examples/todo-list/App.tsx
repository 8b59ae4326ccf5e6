import {useController, useSuspense} from '@data-client/react';
import {TodoResource} from './resources';

export default function App() {
  const todos = useSuspense(TodoResource.getList);
  const controller = useController();

  return (
    <ul>
      {todos.map((todo) => (
        <li key={todo.pk()}>
          <label>
            <input
              type="checkbox"
              checked={todo.completed}
              onChange={(event) =>
                controller.fetch(
                  TodoResource.partialUpdate,
                  {id: todo.id},
                  {completed: event.currentTarget.checked},
                )
              }
            />{' '}
            {todo.title}
          </label>
        </li>
      ))}
    </ul>
  );
}
