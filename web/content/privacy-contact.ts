import { SHOP } from '../../schema/shop';

export const PRIVACY_MAIL = `mailto:${SHOP.privacyEmail}`;
