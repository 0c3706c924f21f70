import { describe, expect, it } from 'vitest';
import {
  type FieldValue,
  type FormRules,
  hasErrors,
  isEmpty,
  isPrintableText,
  MESSAGES,
  PROVINCE_SIGLE,
  UNPRINTABLE_MESSAGE,
  validateField,
  validateForm,
} from '../../schema/rules/validation';

const check = (value: FieldValue, rules: string, values: Record<string, FieldValue> = {}) =>
  validateField(value, rules, { label: 'Nome', values });

describe('every rule', () => {
  it.each<[string, FieldValue[], FieldValue[], string]>([
    [
      'required',
      ['a', ' x ', 0, 12, true, ['a']],
      [null, undefined, '', '   ', false, []],
      'Il campo non deve essere vuoto.',
    ],
    [
      'min:3',
      ['abc', ' abcd ', 'Niccolò', 'ààà', 123, ['a', 'b', 'c']],
      ['ab', '  ab  ', 12, ['a']],
      'Il minimo valore deve essere 3.',
    ],
    [
      'max:5',
      ['abcde', ' abc ', 'èèèèè', 12345, ['a']],
      ['abcdef', 123456, ['a', 'b', 'c', 'd', 'e', 'f']],
      'Il massimo valore deve essere 5.',
    ],
    [
      'email',
      [
        'mario.rossi@example.it',
        'a+b@sub.dominio.com',
        'niccolò@posta.it',
        'x@città.it',
        ' mario@example.it ',
      ],
      [
        'mario',
        'mario@',
        '@example.it',
        'mario@example',
        'mario@example.i',
        'mario@example.1t',
        'ma rio@example.it',
        'a@b@example.it',
        'mario@.example.it',
        'mario@example..it',
        'mario@-example.it',
        `${'a'.repeat(245)}@example.it`,
      ],
      'Email non e valido',
    ],
    [
      'min_value:10',
      [10, 10.5, '10', ' 42 ', '11'],
      [9, 9.99, '9', '-10', 'dieci', '10,5', '1.000,00', true],
      'Il contenuto non deve essere minimo a 10.',
    ],
    [
      'max_value:100',
      [100, 0, -3, '99.5', '.5'],
      [101, '100.01', 'cento', '0x10'],
      'Il contenuto non deve superare a100.',
    ],
    [
      'alpha_spaces',
      ['Giulia Rossi', 'Ёлка', '山田 太郎', 'Niccolò', 'Jose\u0301', 'Zoë Ängström'],
      ["Niccolò D'Amico", 'Anna-Maria', 'R2D2', 'mario_rossi', 'Mario.'],
      'The Nome field may only contain alphabetic characters as well as spaces',
    ],
    [
      'excluded:nessuno,altro',
      ['Milano', 'nessuna'],
      ['nessuno', 'altro', ' altro '],
      'The Nome field is not a valid value',
    ],
    [
      'tax_code',
      ['RSSMRA85T10A562S', 'IT04827150964', '04827150964'],
      ['RSSMRA85T10A562X', '04827150965', 'IT123'],
      'Inserisci un codice fiscale o una partita IVA validi.',
    ],
    [
      'one_of:bonifico,contrassegno',
      ['bonifico', ' contrassegno '],
      ['ritiro', 'Bonifico'],
      'Scegli una delle opzioni proposte.',
    ],
    [
      'accept_all_condition',
      [true, 'true', 'on'],
      [false, null, undefined, '', 'false', 'off', 1, 'yes'],
      'E obbligatorie accettare Tutte le condizioni.',
    ],
    [
      'cod_lock',
      ['00000', '1234', 'ABCD'],
      ['', '   ', null, undefined],
      'Il campo non deve essere vuoto altrimenti metti 00000',
    ],
    [
      'cap',
      ['00100', '20121', ' 80100 '],
      ['0010', '201210', '2O121', 100],
      'Il CAP deve avere 5 cifre.',
    ],
    [
      'provincia',
      ['MI', 'rm', ' Na ', 'SU', 'BT', 'FM', 'MB'],
      ['XX', 'Milano', 'M', 'VS', 'CI', 'OT', 'OG', 'M1'],
      'Inserisci la sigla di una provincia italiana (es. MI).',
    ],
    [
      'phone',
      [
        '+39 333 123 4567',
        '02/1234567',
        '(06) 123-456',
        '3331234567',
        '+44 20 7946 0958',
        '333.123.45.67',
        ' +39 (02) 8734-5120 ',
        '+39 02 8734 5120 111',
      ],
      [
        '12345',
        '+39 333 abc 4567',
        '1234567890123456',
        '39+3331234567',
        '333_1234567',
        '3 3 3 1 2 3 4 5 6 7 8',
        `333${' '.repeat(5000)}1234567`,
        '333\t1234567',
        '333\n1234567',
      ],
      'Inserisci un numero di telefono valido.',
    ],
    [
      'codice_fiscale',
      ['RSSMRA85T10A562S', 'rssmra85t10a562s', '04827150964'],
      ['RSSMRA85T10A562X', 'RSSMRA85T10A562'],
      'Il codice fiscale non è valido.',
    ],
    [
      'partita_iva',
      ['04827150964', 'IT04827150964'],
      ['04827150965', '00000000000'],
      'La partita IVA non è valida.',
    ],
    [
      'repair_code',
      ['RIP-7KQ2M9XD', 'rip-7kq2m9xd', 'rip7kq2m9xd', 'RIP-DEMO2026'],
      ['RIP-7KQ2M9X', 'RIP-7KQ2M9X!', 'ABC-7KQ2M9XD', 'RIP-7KQ2M9XDD'],
      'Il codice riparazione ha la forma RIP-XXXXXXXX.',
    ],
  ])('%s', (rules, passing, failing, message) => {
    for (const value of passing) expect(check(value, rules), JSON.stringify(value)).toBeNull();
    for (const value of failing) expect(check(value, rules), JSON.stringify(value)).toBe(message);
  });

  it('confirmed compares with the named field', () => {
    const values = { password: 'Segreta!1', password2: 'Segreta!1' };
    expect(check('Segreta!1', 'confirmed:password', values)).toBeNull();
    expect(check('segreta!1', 'confirmed:password', values)).toBe('I valori non coincidono.');
    expect(check('Segreta!1 ', 'confirmed:password', values)).toBe('I valori non coincidono.');
    expect(check('x', 'confirmed:missing', values)).toBe('I valori non coincidono.');
    expect(check(['a', 'b'], 'confirmed:tags', { tags: ['a', 'b'] })).toBeNull();
    expect(check(['a', 'b'], 'confirmed:tags', { tags: ['b', 'a'] })).toBe(
      'I valori non coincidono.',
    );
  });

  it('unknown rules fail non-empty values, naming the field', () => {
    expect(check('x', 'required|sconosciuta')).toBe('The Field Nome is invalid');
    expect(check('x', 'regex:^a$')).toBe('The Field Nome is invalid');
    expect(check('x', 'constructor')).toBe('The Field Nome is invalid');
    expect(check('', 'sconosciuta')).toBeNull();
  });

  it('lists are checked item by item by the per-value rules', () => {
    expect(check(['a@b.it', 'c@d.com'], 'email')).toBeNull();
    expect(check(['a@b.it', 'nope'], 'email')).toBe('Email non e valido');
    expect(check(['MI', 'RM'], 'provincia')).toBeNull();
    expect(check(['MI', 'altro'], 'excluded:altro')).toBe('The Nome field is not a valid value');
  });
});

describe('the e-mail rule', () => {
  it.each([
    'mario.rossi@example.it',
    "o'brien@example.ie",
    'mario+ordini@gmail.com',
    "a!#$%&'*+/=?^_`{|}~-z@example.it",
    'x@posta.esempio.co.uk',
    'niccolò.rossi@posta.it',
    '  mario@example.it ',
  ])('takes the dot-atom local part of %s', (address) => {
    expect(check(address, 'email')).toBeNull();
  });

  it.each([
    ['a comma', 'a,b@example.it'],
    ['a semicolon', 'a;b@example.it'],
    ['angle brackets', '<a>@example.it'],
    ['a quoted local part', '"a b"@example.it'],
    ['a quote inside', 'a"b@example.it'],
    ['parentheses (a comment)', 'a(b)@example.it'],
    ['a colon', 'a:b@example.it'],
    ['square brackets', 'a[b]@example.it'],
    ['a backslash', 'a\\b@example.it'],
    ['a leading dot', '.mario@example.it'],
    ['a trailing dot', 'mario.@example.it'],
    ['two dots in a row', 'mario..rossi@example.it'],
    ['a second address after a comma', 'mario@example.it,altro@example.it'],
    ['a second recipient in angle brackets', 'Mario <mario@example.it>'],
  ])('refuses %s', (_, address) => {
    expect(check(address, 'email')).toBe('Email non e valido');
  });
});

describe('characters nobody types', () => {
  it('are refused in any field, before its own rules', () => {
    for (const text of ['Mario\u0000', 'a\u0007b', 'riga\u001b[31m', 'x\u0085y', 'x\u007f']) {
      expect(check(text, 'max:100')).toBe(UNPRINTABLE_MESSAGE);
      expect(check(text, '')).toBe(UNPRINTABLE_MESSAGE);
    }
    expect(check(['128GB', 'ok\u0000'], 'max:10')).toBe(UNPRINTABLE_MESSAGE);
  });

  it('include half of a UTF-16 pair alone, but not a whole emoji or an accent', () => {
    expect(isPrintableText('\ud83d')).toBe(false);
    expect(isPrintableText('a\ude00b')).toBe(false);
    expect(isPrintableText('\ude00\ud83d')).toBe(false);
    expect(isPrintableText('Schermo rotto 😀, però funziona')).toBe(true);
  });

  it('include bidirectional overrides and zero-width characters, but not an emoji joiner', () => {
    for (const text of [
      'Mario\u202Eoiram',
      'RIP-\u2066ABC\u2069',
      'a\u200Bb',
      'a\u200Db',
      'x\u200Fy',
      '\uFEFFnome',
      'fine\u202A',
    ]) {
      expect(check(text, 'max:100'), JSON.stringify(text)).toBe(UNPRINTABLE_MESSAGE);
    }
    expect(isPrintableText('Famiglia 👨‍👩‍👧‍👦 e ❤️‍🔥')).toBe(true);
  });

  it('leave tabs and line breaks to multi-line fields', () => {
    expect(check('Prima riga\r\nseconda\triga', 'max:100')).toBeNull();
  });

  it('do not hide an empty field behind the message', () => {
    expect(check('', 'required')).toBe(MESSAGES.required);
  });
});

describe('empty values', () => {
  const empties: FieldValue[] = [null, undefined, '', '   ', [], false];
  const checkers = ['required', 'cod_lock', 'accept_all_condition'];
  const others = [
    'min:3',
    'max:5',
    'email',
    'min_value:10',
    'max_value:100',
    'alpha_spaces',
    'confirmed:other',
    'excluded:a,b',
    'one_of:a,b',
    'tax_code',
    'cap',
    'provincia',
    'phone',
    'codice_fiscale',
    'partita_iva',
    'repair_code',
    'sconosciuta',
  ];

  it.each(empties.map((value) => [JSON.stringify(value) ?? 'undefined', value]))(
    '%s is empty',
    (_name, value) => {
      expect(isEmpty(value)).toBe(true);
    },
  );

  it.each<[FieldValue]>([[0], [' a '], [true], [['']]])('%j is not empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });

  it.each(others)('pass %s', (rule) => {
    for (const value of empties) {
      expect(check(value, rule, { other: 'x' }), JSON.stringify(value)).toBeNull();
    }
  });

  it.each(checkers)('fail %s', (rule) => {
    for (const value of empties) expect(check(value, rule), JSON.stringify(value)).not.toBeNull();
  });

  it('length rules let an empty value through even at 0', () => {
    expect(check('', 'min:0|max:0')).toBeNull();
  });
});

describe('rule order and parameters', () => {
  it('reports only the first failing rule, left to right', () => {
    expect(check('', 'required|min:3|email')).toBe('Il campo non deve essere vuoto.');
    expect(check('ab', 'required|min:3|email')).toBe('Il minimo valore deve essere 3.');
    expect(check('abc', 'required|min:3|email')).toBe('Email non e valido');
    expect(check('abc', 'email|min:3')).toBe('Email non e valido');
    expect(check('mario@example.it', 'required|min:3|max:100|email')).toBeNull();
  });

  it('tolerates spaces and stray separators in the rule string', () => {
    expect(check('ab', ' required | min:3 |')).toBe('Il minimo valore deve essere 3.');
    expect(check('x', '')).toBeNull();
  });

  it.each([
    'min:abc',
    'min',
    'max:-1',
    'max:2.5',
    'min_value:dieci',
    'max_value:',
    'max_value:1,5',
    'confirmed',
    'confirmed:',
    'excluded',
    'excluded:',
    'one_of',
    'email:strict',
    'required:true',
  ])('%s throws, even on an empty value', (rules) => {
    expect(() => check('x', rules)).toThrow(Error);
    expect(() => check('', rules)).toThrow(/Validation rule/);
  });

  it('substitutes negative and decimal parameters verbatim', () => {
    expect(check(-6, 'min_value:-5.5')).toBe('Il contenuto non deve essere minimo a -5.5.');
    expect(check('2.5', 'max_value:2.25')).toBe('Il contenuto non deve superare a2.25.');
  });
});

describe('messages', () => {
  it('keeps the specification text', () => {
    expect(MESSAGES).toMatchObject({
      required: 'Il campo non deve essere vuoto.',
      min: 'Il minimo valore deve essere {n}.',
      max: 'Il massimo valore deve essere {n}.',
      email: 'Email non e valido',
      min_value: 'Il contenuto non deve essere minimo a {n}.',
      max_value: 'Il contenuto non deve superare a{n}.',
      alpha_spaces: 'The {field} field may only contain alphabetic characters as well as spaces',
      confirmed: 'I valori non coincidono.',
      excluded: 'The {field} field is not a valid value',
      accept_all_condition: 'E obbligatorie accettare Tutte le condizioni.',
      cod_lock: 'Il campo non deve essere vuoto altrimenti metti 00000',
      unknown: 'The Field {field} is invalid',
    });
  });

  it('lists the 107 current province sigle', () => {
    expect(PROVINCE_SIGLE).toHaveLength(107);
    expect(new Set(PROVINCE_SIGLE).size).toBe(107);
    for (const sigla of PROVINCE_SIGLE) expect(sigla).toMatch(/^[A-Z]{2}$/);
  });
});

describe('validateForm', () => {
  type Field = 'name' | 'email' | 'password' | 'password2' | 'terms' | 'province';
  const rules: FormRules<Field> = {
    name: { label: 'Nome', rules: 'required|alpha_spaces|max:50' },
    email: { label: 'Email', rules: 'required|email' },
    password: { label: 'Password', rules: 'required|min:8' },
    password2: { label: 'Conferma password', rules: 'required|confirmed:password' },
    terms: { label: 'Condizioni', rules: 'accept_all_condition' },
    province: { label: 'Provincia', rules: 'provincia' },
  };

  it('returns only the failing fields', () => {
    const errors = validateForm(
      {
        name: "Niccolò D'Amico",
        email: 'niccolo@example.it',
        password: 'lunghissima',
        password2: 'lunghissime',
        terms: false,
        province: '',
      },
      rules,
    );
    expect(errors).toEqual({
      name: 'The Nome field may only contain alphabetic characters as well as spaces',
      password2: 'I valori non coincidono.',
      terms: 'E obbligatorie accettare Tutte le condizioni.',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('returns nothing for a valid form', () => {
    const errors = validateForm(
      {
        name: 'Niccolò Amico',
        email: 'niccolo@example.it',
        password: 'lunghissima',
        password2: 'lunghissima',
        terms: true,
        province: 'fi',
      },
      rules,
    );
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
  });
});
