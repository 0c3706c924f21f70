/** The header's links, in the order the specification fixes, on desktop and in the mobile menu. */
export const MAIN_LINKS = [
  { to: '/preventivo', label: 'Preventivo' },
  { to: '/stato-riparazione', label: 'Stato riparazione' },
  { to: '/shop', label: 'Shop' },
  { to: '/academy', label: 'Academy' },
  { to: '/support', label: 'Supporto' },
] as const;
