import { federatedConfig } from '@chainwork/tooling/build/rspack-config';
// Before the sample: it sets the global React the sample's modules may need when they load.
import { firstViewStyleTag } from '@chainwork/tooling/build/first-view-styles';
import { firstViewSample } from './src/first-view/first-view-sample';

/**
 * Container `jobs`; its exposes come from REMOTES in shared-config and live in `src/exposes/`.
 * Its first views' styles are prebuilt for the gateway to put in the document.
 */
export default federatedConfig({ pkg: 'remote-jobs', kind: 'remote', firstViewStyles: firstViewStyleTag(firstViewSample) });
