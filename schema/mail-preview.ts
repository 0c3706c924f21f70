/**
 * The staff's e-mail preview is opened by a form posting its permission in this field, never by
 * an address holding it: history, logs and a copied link would keep an address
 * (docs/product.md#e-mail). The Worker reads it; Posta inviata's frame posts it.
 */
export const PREVIEW_TOKEN_FIELD = 't';
