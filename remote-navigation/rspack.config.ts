import { federatedConfig } from '@chainwork/tooling/build/rspack-config';
// Before the sample: it sets the global React the sample's modules may need when they load.
import { firstViewStyleTag } from '@chainwork/tooling/build/first-view-styles';
import { firstViewSample } from './src/first-view/first-view-sample';

/**
 * Container `navigation`; its exposes come from REMOTES in shared-config and live in `src/exposes/`.
 * The top bar's styles are prebuilt for the gateway to put in every document.
 */
export default federatedConfig({ pkg: 'remote-navigation', kind: 'remote', firstViewStyles: firstViewStyleTag(firstViewSample) });
