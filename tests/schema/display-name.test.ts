import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from '../../schema/rules/display-name';

describe('displayNameOf', () => {
  it.each([
    [{ displayName: 'mario rossi', email: 'm@r.it' }, 'Mario Rossi'],
    [{ displayName: 'ANNA', email: 'a@b.it' }, 'Anna'],
    [{ displayName: '   ', email: 'giulia.bianchi@posta.it' }, 'Giulia.bianchi@posta.it'],
    [{ displayName: null, email: null }, 'Utente'],
    [null, 'Utente'],
  ])('names %j as %j', (user, expected) => {
    expect(displayNameOf(user)).toBe(expected);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Mario Rossi', 'MR'],
    ['Maria Luisa Verdi', 'ML'],
    ['Utente', 'UT'],
    ['Giulia.bianchi@posta.it', 'GI'],
    ['Élodie Ñúñez', 'ÉÑ'],
    ['A', 'A'],
  ])('of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
