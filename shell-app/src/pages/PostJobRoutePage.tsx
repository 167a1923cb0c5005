import { SocialProof } from '../content/feedback/SocialProof';
import { PlannedPage } from './PlannedPage';

/** /post-job: the employer's form (still to come) and, as social proof, what people say about the board. */
export function PostJobRoutePage() {
  return (
    <>
      <PlannedPage id="postJob" />
      <SocialProof heading="Why teams post on Chainwork" />
    </>
  );
}
