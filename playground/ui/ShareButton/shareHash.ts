import type {PlaygroundFiles} from '../../core/files';
import type {NetworkSettings} from '../../core/networkSettings';
import {encodeShareHash} from '../../core/shareLink';

/** The hash of a link to these files, carrying the network settings only when they differ from the defaults. */
export function shareHash(files: PlaygroundFiles, network: NetworkSettings): string {
  const changed = network.latencyMs > 0 || Object.keys(network.routes).length > 0;
  return encodeShareHash({kind: 'files', files, ...(changed ? {network} : {})});
}
