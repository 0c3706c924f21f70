import { SHOP } from '../../schema/shop';

/** The shop's e-mail and phone as links, as the content pages offer them. */
export const MAIL_HREF = `mailto:${SHOP.email}`;
export const PHONE_HREF = `tel:${SHOP.phone.replaceAll(' ', '')}`;
