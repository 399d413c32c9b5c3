import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useLocation, useNavigate } from './Router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; ref?: Ref<HTMLAnchorElement> };

/** A real `<a href>` (a new tab, a copied address work as usual), followed in place on a plain click. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const here = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // a link to the page on show replaces its entry (React Router's behaviour): Back does not repeat the page
    navigate(to, { replace: replace ?? to === here.pathname + here.search + here.hash });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}

/** Moves to `to` once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
