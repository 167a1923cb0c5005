import federation from '@module-federation/webpack-bundler-runtime';
import { provideBundlerRuntime, type BundlerRuntimeModule } from '@chainwork/shared-config/federation-runtime';

// The module this build's federation runtime already runs (the build resolves both requests
// to the same file), lent to every remote before the first one loads.
provideBundlerRuntime(federation as unknown as BundlerRuntimeModule);
