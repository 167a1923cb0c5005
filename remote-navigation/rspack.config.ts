import { federatedConfig } from '../scripts/build/rspack-config';

/** Container `navigation`; its exposes come from REMOTES in shared-config and live in `src/exposes/`. */
export default federatedConfig({ pkg: 'remote-navigation', kind: 'remote' });
