import { type RefObject, useEffect, useState } from 'react';
import { SHOP, whatsappLink } from '../../schema/shop';
import { Icon } from '../ui/Icon';

/**
 * True once the top of `element` has scrolled above the screen's top edge. The root is a thin line
 * along that edge, so a block taller than the screen (the page's main) still reports the moment.
 */
function useScrolledInto(element: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        if (latest) setPast(latest.isIntersecting || latest.boundingClientRect.bottom < 0);
      },
      { rootMargin: '0px 0px -99% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return past;
}

/** True while all of `element` is in the viewport. */
function useWhollyInView(element: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        // 0.99, not 1: a strip whose height has a fraction of a pixel never reports a whole 1.
        if (latest) setInView(latest.intersectionRatio >= 0.99);
      },
      { threshold: [0, 0.99] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * The floating WhatsApp button, which must never cover what a person reads or uses
 * (docs/product.md#accessibility): it stays below the screen's edge until the page has scrolled
 * past its header, so the first view is whole, and shows whenever `room`, the strip kept for it
 * after the footer, is in view at the page's end. Focused from the keyboard it shows anywhere.
 */
export function ContactButton({
  page,
  room,
}: {
  page: RefObject<HTMLElement | null>;
  room: RefObject<HTMLElement | null>;
}) {
  const scrolled = useScrolledInto(page);
  const atEnd = useWhollyInView(room);
  return (
    <a
      href={whatsappLink(`Ciao ${SHOP.name}, vorrei un'informazione.`)}
      target="_blank"
      rel="noopener noreferrer"
      className={`fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-[#187a42] p-3.5 text-sm font-semibold text-white shadow-lg hover:bg-[#12622f] focus-visible:translate-y-0 focus-visible:outline-offset-4 motion-safe:transition-transform sm:px-4 sm:py-3 ${
        scrolled || atEnd ? '' : 'translate-y-[calc(100%+2rem)]'
      }`}
    >
      <Icon name="whatsapp" className="size-6 sm:size-5" />
      <span className="sr-only sm:not-sr-only">Contattaci su WhatsApp</span>
    </a>
  );
}
