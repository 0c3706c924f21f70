import { type RefObject, useEffect, useState } from 'react';

/** True once the page has scrolled past the top of `anchor`, measured on every scroll. */
export function useScrolledPast(anchor: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > (anchor.current?.offsetTop ?? 0));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [anchor]);
  return scrolled;
}
