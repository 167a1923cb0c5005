import { federatedConfig } from '../scripts/build/rspack-config';

/** Container `jobs`; its exposes come from REMOTES in shared-config and live in `src/exposes/`. */
export default federatedConfig({ pkg: 'remote-jobs', kind: 'remote' });
