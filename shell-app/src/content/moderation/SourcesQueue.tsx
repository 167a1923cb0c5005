import { RemoteSlot } from '../../remote-slot/RemoteSlot';

/** The Sources tab of the area: the import sources' health, rendered by the jobs remote, which owns imports. */
export function SourcesQueue() {
  return <RemoteSlot module="jobs/JobModeration" props={{ view: 'sources' }} />;
}
