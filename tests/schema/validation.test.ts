import { describe, expect, it } from 'vitest';
import { type FormRules, maxLengthOf, type Rule, rule } from '../../schema/rules/form-rules';
import {
  type FieldValue,
  hasErrors,
  isEmpty,
  isPrintableText,
  MESSAGES,
  PROVINCE_SIGLE,
  UNPRINTABLE_MESSAGE,
  validateField,
  validateForm,
} from '../../schema/rules/validation';

const check = (
  value: FieldValue,
  rules: readonly Rule[],
  values: Record<string, FieldValue> = {},
) => validateField(value, rules, { label: 'Nome', values });

/** A rule the table lacks, as only a cast (or data from outside) could bring one. */
const unknownRule = (name: string) => ({ name }) as unknown as Rule;

describe('every rule', () => {
  it.each<[string, Rule[], FieldValue[], FieldValue[], string]>([
    [
      'required',
      [rule.required()],
      ['a', ' x ', 0, 12, true, ['a']],
      [null, undefined, '', '   ', false, []],
      'Il campo non deve essere vuoto.',
    ],
    [
      'min:3',
      [rule.min(3)],
      ['abc', ' abcd ', 'Niccolò', 'ààà', 123, ['a', 'b', 'c']],
      ['ab', '  ab  ', 12, ['a']],
      'Il minimo valore deve essere 3.',
    ],
    [
      'max:5',
      [rule.max(5)],
      ['abcde', ' abc ', 'èèèèè', 12345, ['a']],
      ['abcdef', 123456, ['a', 'b', 'c', 'd', 'e', 'f']],
      'Il massimo valore deve essere 5.',
    ],
    [
      'email',
      [rule.email()],
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
      [rule.minValue(10)],
      [10, 10.5, '10', ' 42 ', '11'],
      [9, 9.99, '9', '-10', 'dieci', '10,5', '1.000,00', true],
      'Il contenuto non deve essere minimo a 10.',
    ],
    [
      'max_value:100',
      [rule.maxValue(100)],
      [100, 0, -3, '99.5', '.5'],
      [101, '100.01', 'cento', '0x10'],
      'Il contenuto non deve superare a100.',
    ],
    [
      'alpha_spaces',
      [rule.alphaSpaces()],
      ['Giulia Rossi', 'Ёлка', '山田 太郎', 'Niccolò', 'Jose\u0301', 'Zoë Ängström'],
      ["Niccolò D'Amico", 'Anna-Maria', 'R2D2', 'mario_rossi', 'Mario.'],
      'The Nome field may only contain alphabetic characters as well as spaces',
    ],
    [
      'excluded:nessuno,altro',
      [rule.excluded(['nessuno', 'altro'])],
      ['Milano', 'nessuna'],
      ['nessuno', 'altro', ' altro '],
      'The Nome field is not a valid value',
    ],
    [
      'tax_code',
      [rule.taxCode()],
      ['RSSMRA85T10A562S', 'IT04827150964', '04827150964'],
      ['RSSMRA85T10A562X', '04827150965', 'IT123'],
      'Inserisci un codice fiscale o una partita IVA validi.',
    ],
    [
      'one_of:bonifico,contrassegno',
      [rule.oneOf(['bonifico', 'contrassegno'])],
      ['bonifico', ' contrassegno '],
      ['ritiro', 'Bonifico'],
      'Scegli una delle opzioni proposte.',
    ],
    [
      'accept_all_condition',
      [rule.acceptAllCondition()],
      [true, 'true', 'on'],
      [false, null, undefined, '', 'false', 'off', 1, 'yes'],
      'E obbligatorie accettare Tutte le condizioni.',
    ],
    [
      'cod_lock',
      [rule.codLock()],
      ['00000', '1234', 'ABCD'],
      ['', '   ', null, undefined],
      'Il campo non deve essere vuoto altrimenti metti 00000',
    ],
    [
      'cap',
      [rule.cap()],
      ['00100', '20121', ' 80100 '],
      ['0010', '201210', '2O121', 100],
      'Il CAP deve avere 5 cifre.',
    ],
    [
      'provincia',
      [rule.provincia()],
      ['MI', 'rm', ' Na ', 'SU', 'BT', 'FM', 'MB'],
      ['XX', 'Milano', 'M', 'VS', 'CI', 'OT', 'OG', 'M1'],
      'Inserisci la sigla di una provincia italiana (es. MI).',
    ],
    [
      'phone',
      [rule.phone()],
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
      [rule.codiceFiscale()],
      ['RSSMRA85T10A562S', 'rssmra85t10a562s', '04827150964'],
      ['RSSMRA85T10A562X', 'RSSMRA85T10A562'],
      'Il codice fiscale non è valido.',
    ],
    [
      'partita_iva',
      [rule.partitaIva()],
      ['04827150964', 'IT04827150964'],
      ['04827150965', '00000000000'],
      'La partita IVA non è valida.',
    ],
    [
      'repair_code',
      [rule.repairCode()],
      ['RIP-7KQ2M9XD', 'rip-7kq2m9xd', 'rip7kq2m9xd', 'RIP-DEMO2026'],
      ['RIP-7KQ2M9X', 'RIP-7KQ2M9X!', 'ABC-7KQ2M9XD', 'RIP-7KQ2M9XDD'],
      'Il codice riparazione ha la forma RIP-XXXXXXXX.',
    ],
  ])('%s', (_name, rules, passing, failing, message) => {
    for (const value of passing) expect(check(value, rules), JSON.stringify(value)).toBeNull();
    for (const value of failing) expect(check(value, rules), JSON.stringify(value)).toBe(message);
  });

  it('confirmed compares with the named field', () => {
    const values = { password: 'Segreta!1', password2: 'Segreta!1' };
    expect(check('Segreta!1', [rule.confirmed('password')], values)).toBeNull();
    expect(check('segreta!1', [rule.confirmed('password')], values)).toBe(
      'I valori non coincidono.',
    );
    expect(check('Segreta!1 ', [rule.confirmed('password')], values)).toBe(
      'I valori non coincidono.',
    );
    expect(check('x', [rule.confirmed('missing')], values)).toBe('I valori non coincidono.');
    expect(check(['a', 'b'], [rule.confirmed('tags')], { tags: ['a', 'b'] })).toBeNull();
    expect(check(['a', 'b'], [rule.confirmed('tags')], { tags: ['b', 'a'] })).toBe(
      'I valori non coincidono.',
    );
  });

  it('unknown rules fail non-empty values, naming the field', () => {
    expect(check('x', [rule.required(), unknownRule('sconosciuta')])).toBe(
      'The Field Nome is invalid',
    );
    expect(check('x', [unknownRule('constructor')])).toBe('The Field Nome is invalid');
    expect(check('', [unknownRule('sconosciuta')])).toBeNull();
  });

  it('lists are checked item by item by the per-value rules', () => {
    expect(check(['a@b.it', 'c@d.com'], [rule.email()])).toBeNull();
    expect(check(['a@b.it', 'nope'], [rule.email()])).toBe('Email non e valido');
    expect(check(['MI', 'RM'], [rule.provincia()])).toBeNull();
    expect(check(['MI', 'altro'], [rule.excluded(['altro'])])).toBe(
      'The Nome field is not a valid value',
    );
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
    expect(check(address, [rule.email()])).toBeNull();
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
    expect(check(address, [rule.email()])).toBe('Email non e valido');
  });
});

describe('characters nobody types', () => {
  it('are refused in any field, before its own rules', () => {
    for (const text of ['Mario\u0000', 'a\u0007b', 'riga\u001b[31m', 'x\u0085y', 'x\u007f']) {
      expect(check(text, [rule.max(100)])).toBe(UNPRINTABLE_MESSAGE);
      expect(check(text, [])).toBe(UNPRINTABLE_MESSAGE);
    }
    expect(check(['128GB', 'ok\u0000'], [rule.max(10)])).toBe(UNPRINTABLE_MESSAGE);
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
      expect(check(text, [rule.max(100)]), JSON.stringify(text)).toBe(UNPRINTABLE_MESSAGE);
    }
    expect(isPrintableText('Famiglia 👨‍👩‍👧‍👦 e ❤️‍🔥')).toBe(true);
  });

  it('leave tabs and line breaks to multi-line fields', () => {
    expect(check('Prima riga\r\nseconda\triga', [rule.max(100)])).toBeNull();
  });

  it('do not hide an empty field behind the message', () => {
    expect(check('', [rule.required()])).toBe(MESSAGES.required);
  });
});

describe('empty values', () => {
  const empties: FieldValue[] = [null, undefined, '', '   ', [], false];
  const checkers = [rule.required(), rule.codLock(), rule.acceptAllCondition()];
  const others = [
    rule.min(3),
    rule.max(5),
    rule.email(),
    rule.minValue(10),
    rule.maxValue(100),
    rule.alphaSpaces(),
    rule.confirmed('other'),
    rule.excluded(['a', 'b']),
    rule.oneOf(['a', 'b']),
    rule.taxCode(),
    rule.cap(),
    rule.provincia(),
    rule.phone(),
    rule.codiceFiscale(),
    rule.partitaIva(),
    rule.repairCode(),
    unknownRule('sconosciuta'),
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

  it.each(others)('pass $name', (one) => {
    for (const value of empties) {
      expect(check(value, [one], { other: 'x' }), JSON.stringify(value)).toBeNull();
    }
  });

  it.each(checkers)('fail $name', (one) => {
    for (const value of empties) expect(check(value, [one]), JSON.stringify(value)).not.toBeNull();
  });

  it('length rules let an empty value through even at 0', () => {
    expect(check('', [rule.min(0), rule.max(0)])).toBeNull();
  });
});

describe('rule order and parameters', () => {
  it('reports only the first failing rule, left to right', () => {
    expect(check('', [rule.required(), rule.min(3), rule.email()])).toBe(
      'Il campo non deve essere vuoto.',
    );
    expect(check('ab', [rule.required(), rule.min(3), rule.email()])).toBe(
      'Il minimo valore deve essere 3.',
    );
    expect(check('abc', [rule.required(), rule.min(3), rule.email()])).toBe('Email non e valido');
    expect(check('abc', [rule.email(), rule.min(3)])).toBe('Email non e valido');
    expect(
      check('mario@example.it', [rule.required(), rule.min(3), rule.max(100), rule.email()]),
    ).toBeNull();
  });

  it('passes anything with no rules', () => {
    expect(check('x', [])).toBeNull();
  });

  it.each<[string, Rule]>([
    ['min(NaN)', rule.min(Number.NaN)],
    ['max(-1)', rule.max(-1)],
    ['max(2.5)', rule.max(2.5)],
    ['minValue(NaN)', rule.minValue(Number.NaN)],
    ['maxValue(Infinity)', rule.maxValue(Number.POSITIVE_INFINITY)],
    ["confirmed('')", rule.confirmed('')],
    ['excluded([])', rule.excluded([])],
    ["oneOf([''])", rule.oneOf([''])],
  ])('%s throws, even on an empty value', (_name, malformed) => {
    expect(() => check('x', [malformed])).toThrow(Error);
    expect(() => check('', [malformed])).toThrow(/Validation rule/);
  });

  it('does not compile a misspelt rule or a missing parameter', () => {
    // @ts-expect-error: no such rule
    expect(() => check('x', [rule.requierd()])).toThrow(TypeError);
    // @ts-expect-error: a length is needed
    expect(() => check('x', [rule.max()])).toThrow(/Validation rule/);
    // @ts-expect-error: rules are values, not strings
    expect(() => check('x', 'required|max:60')).toThrow(TypeError);
  });

  it('substitutes negative and decimal parameters verbatim', () => {
    expect(check(-6, [rule.minValue(-5.5)])).toBe('Il contenuto non deve essere minimo a -5.5.');
    expect(check('2.5', [rule.maxValue(2.25)])).toBe('Il contenuto non deve superare a2.25.');
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
    name: { label: 'Nome', rules: [rule.required(), rule.alphaSpaces(), rule.max(50)] },
    email: { label: 'Email', rules: [rule.required(), rule.email()] },
    password: { label: 'Password', rules: [rule.required(), rule.min(8)] },
    password2: { label: 'Conferma password', rules: [rule.required(), rule.confirmed('password')] },
    terms: { label: 'Condizioni', rules: [rule.acceptAllCondition()] },
    province: { label: 'Provincia', rules: [rule.provincia()] },
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

describe('the rule builders', () => {
  const failing: Record<keyof typeof rule, [Rule, FieldValue, string]> = {
    required: [rule.required(), '', 'Il campo non deve essere vuoto.'],
    min: [rule.min(3), 'ab', 'Il minimo valore deve essere 3.'],
    max: [rule.max(60), 'a'.repeat(61), 'Il massimo valore deve essere 60.'],
    email: [rule.email(), 'mario', 'Email non e valido'],
    minValue: [rule.minValue(10), '9', 'Il contenuto non deve essere minimo a 10.'],
    maxValue: [rule.maxValue(100), '101', 'Il contenuto non deve superare a100.'],
    alphaSpaces: [
      rule.alphaSpaces(),
      'R2D2',
      'The Nome field may only contain alphabetic characters as well as spaces',
    ],
    confirmed: [rule.confirmed('password'), 'x', 'I valori non coincidono.'],
    excluded: [rule.excluded(['altro']), 'altro', 'The Nome field is not a valid value'],
    oneOf: [rule.oneOf(['bonifico']), 'ritiro', 'Scegli una delle opzioni proposte.'],
    acceptAllCondition: [
      rule.acceptAllCondition(),
      false,
      'E obbligatorie accettare Tutte le condizioni.',
    ],
    codLock: [rule.codLock(), '', 'Il campo non deve essere vuoto altrimenti metti 00000'],
    cap: [rule.cap(), '2012', 'Il CAP deve avere 5 cifre.'],
    provincia: [rule.provincia(), 'XX', 'Inserisci la sigla di una provincia italiana (es. MI).'],
    phone: [rule.phone(), '12345', 'Inserisci un numero di telefono valido.'],
    codiceFiscale: [rule.codiceFiscale(), 'RSSMRA85T10A562X', 'Il codice fiscale non è valido.'],
    partitaIva: [rule.partitaIva(), '04827150965', 'La partita IVA non è valida.'],
    taxCode: [rule.taxCode(), 'IT123', 'Inserisci un codice fiscale o una partita IVA validi.'],
    repairCode: [rule.repairCode(), 'ABC', 'Il codice riparazione ha la forma RIP-XXXXXXXX.'],
  };

  it.each(Object.entries(failing))('%s gives its message, word for word', (_, entry) => {
    const [built, value, message] = entry;
    expect(check(value, [built], { password: 'y' })).toBe(message);
  });

  it('cover every rule of the table', () => {
    const names = Object.values(failing).map(([built]) => built.name);
    const table = Object.keys(MESSAGES).filter((name) => name !== 'unknown');
    expect(new Set(names)).toEqual(new Set(table));
  });

  it('keep their parameters as the messages show them', () => {
    expect(rule.max(60)).toEqual({ name: 'max', param: '60', longest: 60 });
    expect(rule.minValue(-5.5)).toEqual({ name: 'min_value', param: '-5.5' });
    expect(rule.oneOf(['bonifico', 'ritiro'])).toEqual({
      name: 'one_of',
      param: 'bonifico,ritiro',
    });
    expect(rule.required()).toEqual({ name: 'required' });
  });
});

describe('maxLengthOf', () => {
  const field = (...rules: Rule[]) => ({ label: 'Campo', rules });

  it('is the max rule’s length', () => {
    expect(maxLengthOf(field(rule.required(), rule.min(10), rule.max(1000)))).toBe(1000);
    expect(maxLengthOf(field(rule.max(60)))).toBe(60);
  });

  it('is what a format allows when no max is given, the shorter of the two otherwise', () => {
    expect(maxLengthOf(field(rule.required(), rule.cap()))).toBe(5);
    expect(maxLengthOf(field(rule.required(), rule.provincia()))).toBe(2);
    expect(maxLengthOf(field(rule.required(), rule.phone()))).toBe(20);
    expect(maxLengthOf(field(rule.required(), rule.email()))).toBe(254);
    expect(maxLengthOf(field(rule.required(), rule.email(), rule.max(100)))).toBe(100);
    for (const code of [rule.codiceFiscale(), rule.partitaIva(), rule.taxCode()]) {
      expect(maxLengthOf(field(rule.required(), code))).toBe(20);
    }
  });

  it('is none when nothing bounds the length', () => {
    expect(maxLengthOf(field(rule.required()))).toBeUndefined();
    expect(maxLengthOf(field(rule.acceptAllCondition()))).toBeUndefined();
  });

  it('lets through every value as long as the input takes', () => {
    const bounded = field(rule.required(), rule.max(60));
    const longest = 'à'.repeat(maxLengthOf(bounded) ?? 0);
    expect(check(longest, bounded.rules)).toBeNull();
    expect(check(`${longest}a`, bounded.rules)).toBe('Il massimo valore deve essere 60.');
  });
});
