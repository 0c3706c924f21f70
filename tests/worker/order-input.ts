/** A valid PlaceOrderInput (a guest paying by bank transfer), with the given lines. */
export function orderInput(
  lines: { productId: string; quantity: number; color?: string; size?: string }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    email: 'giulia.bianchi@example.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    phone: '+39 333 123 4567',
    shippingAddress: { street: 'Via Roma 10', postalCode: '20121', city: 'Milano', province: 'MI' },
    paymentMethod: 'BONIFICO',
    acceptTerms: true,
    lines,
    ...overrides,
  };
}
