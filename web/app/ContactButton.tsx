import { SHOP, whatsappLink } from '../../schema/shop';

export function ContactButton() {
  return (
    <a
      href={whatsappLink(`Ciao ${SHOP.name}, vorrei un'informazione.`)}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-4 z-30 print:hidden inline-flex items-center gap-2 rounded-full bg-[#187a42] p-3.5 sm:px-4 sm:py-3 text-sm font-semibold text-white shadow-lg hover:bg-[#12622f] focus-visible:outline-offset-4 sm:right-6 sm:bottom-6"
    >
      <svg viewBox="0 0 24 24" className="size-6 sm:size-5" aria-hidden="true" fill="currentColor">
        <path d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5Zm0 1.7a7.8 7.8 0 1 1-4 14.5l-.3-.2-2.8.8.8-2.7-.2-.3A7.8 7.8 0 0 1 12 4.2Zm-3.1 3.9c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.9-.9c-.3-.1-.5-.1-.7.2l-.9 1.1c-.2.2-.3.2-.6.1a6.4 6.4 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.5l-.9-2.1c-.2-.5-.4-.5-.6-.5h-.5Z" />
      </svg>
      <span className="sr-only sm:not-sr-only">Contattaci su WhatsApp</span>
    </a>
  );
}
