import {useController, useSuspense} from '@data-client/react';
import {useEffect} from 'react';
import {OptimisticTodoResource, Todo, TodoResource} from './resources';

function Row({todo}: {todo: Todo}) {
  // Logs each time this row shows a new value.
  useEffect(() => {
    console.log(`todo ${todo.id} shows completed = ${todo.completed}`);
  }, [todo.id, todo.completed]);
  return (
    <li>
      <input type="checkbox" checked={todo.completed} readOnly /> {todo.title}
    </li>
  );
}

export default function App() {
  const todos = useSuspense(TodoResource.getList);
  const controller = useController();

  useEffect(() => {
    // Each PATCH takes 800 ms (see the Network panel).
    async function completeBoth() {
      await controller.fetch(TodoResource.partialUpdate, {id: 1}, {completed: true});
      console.log('PATCH /todos/1 answered');
      await controller.fetch(OptimisticTodoResource.partialUpdate, {id: 2}, {completed: true});
      console.log('PATCH /todos/2 answered');
    }
    completeBoth();
  }, [controller]);

  return (
    <ul>
      {todos.map((todo) => (
        <Row key={todo.pk()} todo={todo} />
      ))}
    </ul>
  );
}
