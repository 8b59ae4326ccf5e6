import MDXComponents from '@theme-original/MDXComponents';
import Playground from '@site/playground/ui/Playground';

/** `<Playground example="./examples/..." />` works in every doc without an import. */
export default {
  ...MDXComponents,
  Playground,
};
