/** A product in the cart as the cart keeps it: the cover the cart, checkout and summary tests buy. */
export const COVER = {
  id: 9,
  name: 'Cover MagSafe',
  brand: 'Apple',
  price: 4_900,
  originalPrice: null,
  image: '/images/products/cover.svg',
  inStock: true,
  stock: 10,
};
