import { federatedConfig } from '@chainwork/tooling/build/rspack-config';

/** Container `newsletter`; its exposes come from REMOTES in shared-config and live in `src/exposes/`. */
export default federatedConfig({ pkg: 'remote-newsletter', kind: 'remote' });
