import { federatedConfig } from '../scripts/build/rspack-config';
import { firstViewStyleTag } from '../scripts/build/first-view-styles';
import { firstViewSample } from './src/first-view/first-view-sample';

/**
 * Container `jobs`; its exposes come from REMOTES in shared-config and live in `src/exposes/`.
 * Its first views' styles are prebuilt for the gateway to put in the document.
 */
export default federatedConfig({ pkg: 'remote-jobs', kind: 'remote', firstViewStyles: firstViewStyleTag(firstViewSample) });
