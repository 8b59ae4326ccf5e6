import MDXComponents from '@theme-original/MDXComponents';
import ExampleCode from '@site/playground/ui/ExampleCode';
import Playground from '@site/playground/ui/Playground';

/** `<Playground example="./examples/..." />` and `<ExampleCode ...>` work in every doc without an import. */
export default {
  ...MDXComponents,
  Playground,
  ExampleCode,
};
