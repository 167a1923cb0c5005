import { forwardRef, startTransition, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouterContexts } from './context';
import { useNavigate } from './hooks';
import { ABSOLUTE_URL, createPath, resolveTo, type To } from './path';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a move inside the app. */
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
}

const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * An `<a href>` that moves the router on a plain left click (as a transition) and leaves
 * everything else to the browser: new tabs, modified clicks, other sites. A link to the
 * page already shown replaces its history entry rather than adding one.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, preventScrollReset, target, onClick, ...rest },
  ref,
) {
  const { navigator, location } = useRouterContexts('useHref');
  const navigate = useNavigate();
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const path = external ? null : resolveTo(to, location.pathname);
  const href = path ? navigator.createHref(path) : (to as string);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument) return;
    if (event.button !== 0 || (target && target !== '_self') || isModified(event)) return;
    event.preventDefault();
    const sameUrl = createPath(location) === createPath(path!);
    startTransition(() => navigate(to, { replace: replace ?? sameUrl, state, preventScrollReset }));
  };
  // The link's content is the caller's children, in `rest`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});
