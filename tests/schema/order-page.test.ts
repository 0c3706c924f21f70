import { describe, expect, it } from 'vitest';
import {
  offersWithdrawal,
  paymentInstructions,
  showsParcel,
  showsReadyInShop,
} from '../../schema/rules/order-page';
import { ORDER_STATUS } from '../../schema/vocabulary';

describe("the buyer's order page", () => {
  it('gives bank details for a transfer, the courier for cash on delivery, the shop otherwise', () => {
    expect(paymentInstructions('bonifico')).toBe('bank-transfer-details');
    expect(paymentInstructions('contrassegno')).toBe('pay-the-courier');
    expect(paymentInstructions('ritiro')).toBe('pay-in-the-shop');
  });

  it('shows the parcel only while it travels', () => {
    expect(ORDER_STATUS.values.filter(showsParcel)).toEqual(['spedito']);
  });

  it('says a collection is ready only once announced and while it is being prepared', () => {
    expect(ORDER_STATUS.values.filter((status) => showsReadyInShop(status, true))).toEqual([
      'in_preparazione',
    ]);
    expect(ORDER_STATUS.values.filter((status) => showsReadyInShop(status, false))).toEqual([]);
  });

  it('offers withdrawal once the goods have left the shop, never before or after a cancel', () => {
    expect(ORDER_STATUS.values.filter(offersWithdrawal)).toEqual(['spedito', 'consegnato']);
  });
});
