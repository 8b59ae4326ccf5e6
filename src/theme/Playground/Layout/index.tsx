/** The playground's Layout, as a site may swizzle it: replace this file to change where the parts go. */
export {default} from '@site/playground/ui/Layout';
