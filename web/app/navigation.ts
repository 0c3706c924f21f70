/** The header's links in their fixed order (docs/product.md#header-and-search). */
export const MAIN_LINKS = [
  { to: '/preventivo', label: 'Preventivo' },
  { to: '/stato-riparazione', label: 'Stato riparazione' },
  { to: '/shop', label: 'Shop' },
  { to: '/academy', label: 'Academy' },
  { to: '/support', label: 'Supporto' },
] as const;
