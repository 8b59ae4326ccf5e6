/** The playground's NetworkSettingsPanel, as a site may swizzle it: replace this file to change the part. */
export {default} from '@site/playground/ui/NetworkSettingsPanel';
