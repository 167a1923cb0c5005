import type { SocialProofProps } from '@chainwork/shared-config/federation';
import { SocialProof as Testimonials } from '../feedback/SocialProof';

/** Exposed as `content/SocialProof`: the testimonials under the home and post-a-job pages (the shell decides when to load it). */
export default function SocialProof({ heading }: SocialProofProps) {
  return <Testimonials heading={heading} />;
}
