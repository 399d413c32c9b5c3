/**
 * Whether the user has pressed a key or a pointer in this document yet. A page opened afresh (typed address, reload,
 * bookmark) has had none when its first screen shows; an in-app sign-in or change of screen follows one. Watched
 * from the entry (SkipLink, on every frame) so the signed-out pages' typing counts before the signed-in part loads.
 */
let interacted = false;
let watching = false;

export function watchUserInput(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const seen = () => {
    interacted = true;
    window.removeEventListener('keydown', seen, true);
    window.removeEventListener('pointerdown', seen, true);
  };
  window.addEventListener('keydown', seen, true);
  window.addEventListener('pointerdown', seen, true);
}

export const userHasInteracted = (): boolean => interacted;
