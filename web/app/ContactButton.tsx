import { SHOP, whatsappLink } from '../../schema/shop';
import { Icon } from '../ui/Icon';

export function ContactButton() {
  return (
    <a
      href={whatsappLink(`Ciao ${SHOP.name}, vorrei un'informazione.`)}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-4 z-30 print:hidden inline-flex items-center gap-2 rounded-full bg-[#187a42] p-3.5 sm:px-4 sm:py-3 text-sm font-semibold text-white shadow-lg hover:bg-[#12622f] focus-visible:outline-offset-4 sm:right-6 sm:bottom-6"
    >
      <Icon name="whatsapp" className="size-6 sm:size-5" />
      <span className="sr-only sm:not-sr-only">Contattaci su WhatsApp</span>
    </a>
  );
}
