import { useCallback } from 'react';
import { useParams } from '@chainwork/shared-config/router';
import type { NewsletterInlineProps, ShareBarProps } from '@chainwork/shared-config/federation';
import { RemoteSlot } from '../../remote-slot/RemoteSlot';
import { NotFoundPage } from '../NotFoundPage';

/**
 * /blog and /blog/:slug (one lazy page for both routes): the content remote's blog, or the
 * post of the slug, with the share bars and the newsletter form composed in from their
 * remotes (remotes never import remotes) and the shell's not-found page for a missing post.
 */
export function BlogRoutePage() {
  const { slug } = useParams();
  const renderShareBar = useCallback((args: ShareBarProps) => <RemoteSlot module="navigation/ShareBar" props={args} />, []);
  const renderNewsletter = useCallback(
    (args: NewsletterInlineProps) => <RemoteSlot module="newsletter/NewsletterInline" props={args} />,
    [],
  );
  return <RemoteSlot module="content/Blog" props={slug ? { slug, renderShareBar, renderNewsletter, notFound: <NotFoundPage /> } : {}} />;
}
