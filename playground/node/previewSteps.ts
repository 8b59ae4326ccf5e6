import type {ReactTestInstance, ReactTestRenderer} from 'react-test-renderer';
import type {PreviewStep} from '../core/tasks';

/** How long a step waits for its button or field to appear (the view may be suspended). */
const findLimitMs = 2000;

function textOf(node: ReactTestInstance | string): string {
  if (typeof node === 'string') return node;
  return node.children.map(textOf).join('');
}

function hostElements(root: ReactTestInstance, tag: string): ReactTestInstance[] {
  return root.findAll((node) => node.type === tag);
}

function descendants(node: ReactTestInstance, tags: string[]): ReactTestInstance[] {
  return node.findAll((child) => typeof child.type === 'string' && tags.includes(child.type));
}

function formOf(node: ReactTestInstance): ReactTestInstance | null {
  for (let at: ReactTestInstance | null = node.parent; at; at = at.parent) if (at.type === 'form') return at;
  return null;
}

/** A field's label: the text of the `<label>` around it, without the field. */
function labelText(label: ReactTestInstance): string {
  return textOf(label).trim();
}

/**
 * What the learner does in the preview, done in react-test-renderer: a click
 * calls the button's onClick, and a submit button submits its form (unless a
 * required field is empty, as a browser would refuse). `new FormData(form)` in
 * a handler reads the typed values: Node's FormData takes no form, so one that
 * does stands in while the handler runs.
 */
export class PreviewDriver {
  /** Values typed, by field name, until the form is submitted or reset. */
  private readonly typed = new Map<string, string>();

  constructor(
    private readonly renderer: ReactTestRenderer,
    private readonly settle: () => Promise<void>,
  ) {}

  /** Performs the steps in order; returns what could not be done (the preview has no such button or field), or null. */
  async perform(steps: readonly PreviewStep[]): Promise<string | null> {
    for (const step of steps) {
      const missing = await this.performOne(step);
      if (missing) return missing;
      await this.settle();
    }
    return null;
  }

  private async find<T>(lookup: () => T | null): Promise<T | null> {
    const until = Date.now() + findLimitMs;
    for (;;) {
      const found = lookup();
      if (found || Date.now() > until) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async performOne(step: PreviewStep): Promise<string | null> {
    if ('click' in step) {
      const button = await this.find(
        () => hostElements(this.renderer.root, 'button').find((node) => textOf(node).trim() === step.click) ?? null,
      );
      if (!button) return `The preview has no button named "${step.click}".`;
      this.click(button);
      return null;
    }
    const field = await this.find(() => {
      const label = hostElements(this.renderer.root, 'label').find((node) => labelText(node) === step.fill);
      return label ? (descendants(label, ['input', 'textarea', 'select'])[0] ?? null) : null;
    });
    if (!field) return `The preview has no field labelled "${step.fill}".`;
    const name = String(field.props.name ?? step.fill);
    this.typed.set(name, step.value);
    field.props.onChange?.({target: {value: step.value, name}, currentTarget: {value: step.value, name}});
    return null;
  }

  private click(button: ReactTestInstance): void {
    button.props.onClick?.({preventDefault() {}, stopPropagation() {}, currentTarget: {}, target: {}});
    const form = formOf(button);
    if (form && (button.props.type ?? 'submit') === 'submit') this.submit(form);
  }

  private submit(form: ReactTestInstance): void {
    const fields = descendants(form, ['input', 'textarea', 'select'])
      .filter((field) => typeof field.props.name === 'string')
      .map((field): [string, string, boolean] => {
        const name = field.props.name as string;
        const value = this.typed.get(name) ?? field.props.value ?? field.props.defaultValue ?? '';
        return [name, String(value), !!field.props.required];
      });
    // A browser does not submit a form whose required field is empty.
    if (fields.some(([, value, required]) => required && value === '')) return;
    const element = {
      reset: () => this.typed.clear(),
      fields: fields.map(([name, value]): [string, string] => [name, value]),
    };
    const NodeFormData = globalThis.FormData;
    class FormDataOfForm extends NodeFormData {
      constructor(from?: unknown) {
        super();
        if (from === element) for (const [name, value] of element.fields) this.append(name, value);
      }
    }
    globalThis.FormData = FormDataOfForm as typeof FormData;
    try {
      form.props.onSubmit?.({preventDefault() {}, stopPropagation() {}, currentTarget: element, target: element});
    } finally {
      globalThis.FormData = NodeFormData;
    }
  }
}
