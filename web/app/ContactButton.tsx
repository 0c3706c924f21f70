import type { RefObject } from 'react';
import { SHOP, whatsappLink } from '../../schema/shop';
import { Icon } from '../ui/Icon';
import { useIntersection } from './useIntersection';

const REACHED_TOP = (entry: IntersectionObserverEntry) =>
  entry.isIntersecting || entry.boundingClientRect.bottom < 0;
// A thin line along the screen's top edge, so a block taller than the screen still reports it.
const TOP_LINE = { rootMargin: '0px 0px -99% 0px' };

/** True once the top of `element` has scrolled above the screen's top edge. */
function useScrolledInto(element: RefObject<HTMLElement | null>): boolean {
  return useIntersection(element, REACHED_TOP, TOP_LINE);
}

// 0.99, not 1: a strip whose height has a fraction of a pixel never reports a whole 1.
const WHOLE = (entry: IntersectionObserverEntry) => entry.intersectionRatio >= 0.99;
const WHOLE_THRESHOLDS = { threshold: [0, 0.99] };

/** True while all of `element` is in the viewport. */
function useWhollyInView(element: RefObject<HTMLElement | null>): boolean {
  return useIntersection(element, WHOLE, WHOLE_THRESHOLDS);
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
