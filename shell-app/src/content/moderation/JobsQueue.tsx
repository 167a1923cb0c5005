import { RemoteSlot } from '../../remote-slot/RemoteSlot';

/** The jobs queue of the area: rendered by the jobs remote, which owns the postings. */
export function JobsQueue() {
  return <RemoteSlot module="jobs/JobModeration" props={{}} />;
}
