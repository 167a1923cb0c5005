import { federatedConfig } from '@chainwork/tooling/build/rspack-config';

/** Container `content`; its exposes come from REMOTES in shared-config and live in `src/exposes/`. */
export default federatedConfig({ pkg: 'remote-content', kind: 'remote' });
