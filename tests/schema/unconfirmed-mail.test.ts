import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '../../schema/rules/unconfirmed-mail';

describe('canonicalMailbox', () => {
  it.each([
    ['Mario.Rossi@Example.it', 'mario.rossi@example.it'],
    ['  mario@example.it ', 'mario@example.it'],
    ['mario+ordini@example.it', 'mario@example.it'],
    ['mario+1+2@example.it', 'mario@example.it'],
    ['m.a.r.i.o@gmail.com', 'mario@gmail.com'],
    ['M.Ario+200@Gmail.com', 'mario@gmail.com'],
    ['m.ario+x@googlemail.com', 'mario@gmail.com'],
  ])('counts %s as %s', (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });

  it('keeps the dots of other domains, where they tell two inboxes apart', () => {
    expect(canonicalMailbox('m.rossi@libero.it')).not.toBe(canonicalMailbox('mrossi@libero.it'));
    expect(canonicalMailbox('m.rossi@gmail.com.evil.example')).toBe(
      'm.rossi@gmail.com.evil.example',
    );
  });

  it('keeps a local part that is only a tag or only dots whole', () => {
    expect(canonicalMailbox('+tag@example.it')).toBe('+tag@example.it');
    expect(canonicalMailbox('..@gmail.com')).toBe('..@gmail.com');
  });
});
