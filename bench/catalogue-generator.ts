/**
 * The benchmark's larger catalogues: a seeded generator of products that look like a refurbished
 * electronics shop's stock (the six categories, Italian copy, real brands and model lines), written
 * as batched SQL for the bench's own local D1. The same seed and size always give the same rows.
 */
import type { ColorSwatch, ProductDetails } from '../schema/db/catalogue.ts';
import { GRADES, hasBattery } from '../schema/rules/product-condition';
import { PRODUCT_GRADE, type ProductCondition, type ProductGrade } from '../schema/vocabulary';

/** The starting catalogue's products (migrations/data/catalogue.json): ids 1 to 8. */
export const SEED_PRODUCTS = 8;
export const DEFAULT_SEED = 20261122;

export interface GeneratedProduct {
  id: number;
  name: string;
  brand: string;
  categoryId: string;
  price: number;
  originalPrice: number | null;
  description: string;
  images: string[];
  colors: ColorSwatch[];
  sizes: string[];
  inStock: boolean;
  stock: number;
  rating: number | null;
  reviews: number | null;
  details: ProductDetails;
  condition: ProductCondition;
  grade: ProductGrade | null;
  batteryHealth: number | null;
}

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Line {
  brand: string;
  /** Model names; a generated product is one of them plus an edition. */
  models: string[];
  /** Base price in euro cents of the cheapest model; later models cost more. */
  from: number;
  step: number;
}

interface CategoryPlan {
  id: string;
  /** How often the category appears, relative to the others. */
  weight: number;
  lines: Line[];
  editions: string[];
  sizes: string[][];
  colors: ColorSwatch[];
  images: string[];
  details: (pick: <T>(items: readonly T[]) => T) => ProductDetails;
  noun: string;
}

const C = (name: string, hex: string): ColorSwatch => ({ name, hex });
const NEUTRAL = [
  C('Nero', '#1f1f1f'),
  C('Bianco', '#f4f4f2'),
  C('Grigio siderale', '#5d5f63'),
  C('Argento', '#c9cacc'),
];
const BRIGHT = [
  C('Blu notte', '#1d2b4f'),
  C('Verde salvia', '#8fa58c'),
  C('Rosa cipria', '#e8c3c0'),
  C('Viola lavanda', '#b7a6d6'),
  C('Oro', '#d8c08a'),
  C('Rosso', '#b3262e'),
];
const IMG = (name: string) => `/images/products/${name}.svg`;

const PLANS: CategoryPlan[] = [
  {
    id: 'smartphone',
    weight: 35,
    noun: 'smartphone',
    lines: [
      {
        brand: 'Apple',
        models: [
          'iPhone 11',
          'iPhone 12',
          'iPhone 12 mini',
          'iPhone 13',
          'iPhone 13 Pro',
          'iPhone 14',
          'iPhone 14 Plus',
          'iPhone 15',
          'iPhone 15 Pro Max',
          'iPhone SE (3a generazione)',
        ],
        from: 29900,
        step: 8000,
      },
      {
        brand: 'Samsung',
        models: [
          'Galaxy A14',
          'Galaxy A34 5G',
          'Galaxy A54 5G',
          'Galaxy S21 FE',
          'Galaxy S22',
          'Galaxy S23',
          'Galaxy S23 Ultra',
          'Galaxy Z Flip5',
          'Galaxy Z Fold5',
        ],
        from: 14900,
        step: 15000,
      },
      {
        brand: 'Xiaomi',
        models: [
          'Redmi 12',
          'Redmi Note 12',
          'Redmi Note 13 Pro',
          'Xiaomi 13T',
          'Xiaomi 13T Pro',
          'POCO X6 Pro',
          'POCO F5',
        ],
        from: 12900,
        step: 6000,
      },
      {
        brand: 'Google',
        models: ['Pixel 6a', 'Pixel 7', 'Pixel 7a', 'Pixel 8', 'Pixel 8 Pro'],
        from: 24900,
        step: 12000,
      },
      {
        brand: 'Motorola',
        models: ['moto g54', 'moto g84', 'edge 40', 'edge 40 neo', 'razr 40'],
        from: 15900,
        step: 7000,
      },
      {
        brand: 'OnePlus',
        models: ['Nord CE 3 Lite', 'Nord 3', 'OnePlus 11', 'OnePlus 12'],
        from: 24900,
        step: 15000,
      },
    ],
    editions: ['', '5G', 'Ricondizionato Grado A', 'Ricondizionato Grado B', 'Dual SIM'],
    sizes: [
      ['64GB', '128GB'],
      ['128GB', '256GB'],
      ['128GB', '256GB', '512GB'],
      ['256GB', '512GB', '1TB'],
    ],
    colors: [...NEUTRAL, ...BRIGHT],
    images: [
      IMG('iphone-15-pro-front'),
      IMG('galaxy-s24-ultra-front'),
      IMG('galaxy-s24-ultra-back'),
    ],
    details: (pick) => ({
      display: `${pick(['6,1', '6,4', '6,6', '6,7', '6,8'])}" ${pick(['OLED', 'AMOLED', 'Super Retina XDR', 'LCD'])}, ${pick(['60', '90', '120'])} Hz`,
      processor: pick([
        'A15 Bionic',
        'A16 Bionic',
        'Snapdragon 8 Gen 2',
        'Snapdragon 7s Gen 2',
        'Dimensity 7050',
        'Exynos 2200',
        'Tensor G3',
      ]),
      camera: `${pick(['12', '48', '50', '64', '108', '200'])} MP principale, ${pick(['8', '12', '13'])} MP ultra grandangolo`,
      battery: `${pick(['3.300', '4.000', '4.500', '5.000'])} mAh`,
      connectivity: pick([
        '5G, Wi-Fi 6, Bluetooth 5.3, USB-C',
        '4G LTE, Wi-Fi 5, Bluetooth 5.0, USB-C',
        '5G, Wi-Fi 6E, Bluetooth 5.3, NFC',
      ]),
      waterResistance: pick(['IP67', 'IP68', 'IP54']),
      specialFeatures: [
        pick(['Face ID', 'Sblocco con impronta', 'Riconoscimento del volto']),
        pick(['Ricarica wireless', 'Ricarica rapida 67 W', 'eSIM']),
      ],
    }),
  },
  {
    id: 'laptop',
    weight: 15,
    noun: 'portatile',
    lines: [
      {
        brand: 'Apple',
        models: [
          'MacBook Air 13" M1',
          'MacBook Air 13" M2',
          'MacBook Air 15" M2',
          'MacBook Pro 14" M3',
          'MacBook Pro 16" M3 Pro',
        ],
        from: 74900,
        step: 30000,
      },
      {
        brand: 'Dell',
        models: ['Inspiron 15', 'Latitude 5440', 'XPS 13 Plus', 'XPS 15', 'Vostro 3520'],
        from: 49900,
        step: 20000,
      },
      {
        brand: 'Lenovo',
        models: [
          'IdeaPad Slim 3',
          'IdeaPad 5 Pro',
          'ThinkPad E14',
          'ThinkPad T14s',
          'ThinkPad X1 Carbon Gen 11',
          'Yoga 7',
        ],
        from: 44900,
        step: 18000,
      },
      {
        brand: 'HP',
        models: ['HP 250 G9', 'Pavilion 15', 'EliteBook 840 G8', 'Envy x360', 'Spectre x360 14'],
        from: 39900,
        step: 22000,
      },
      {
        brand: 'ASUS',
        models: ['Vivobook 15', 'Zenbook 14 OLED', 'ROG Zephyrus G14', 'TUF Gaming A15'],
        from: 49900,
        step: 25000,
      },
      {
        brand: 'Microsoft',
        models: ['Surface Laptop Go 3', 'Surface Laptop 5', 'Surface Pro 9'],
        from: 79900,
        step: 25000,
      },
    ],
    editions: ['', 'Ricondizionato Grado A', 'Ricondizionato Grado B', 'Tastiera italiana'],
    sizes: [['8GB / 256GB', '16GB / 512GB'], ['16GB / 512GB', '32GB / 1TB'], ['8GB / 512GB']],
    colors: NEUTRAL,
    images: [IMG('macbook-air-13-m3-open'), IMG('xps-13-open'), IMG('xps-13-side')],
    details: (pick) => ({
      display: `${pick(['13,3', '14', '15,6', '16'])}" ${pick(['IPS Full HD', 'OLED 2,8K', 'Liquid Retina', 'IPS 2K 120 Hz'])}`,
      processor: pick([
        'Intel Core i5-1235U',
        'Intel Core i7-1360P',
        'AMD Ryzen 5 7530U',
        'AMD Ryzen 7 7840HS',
        'Apple M2',
      ]),
      battery: `Fino a ${pick(['8', '10', '12', '15', '18'])} ore`,
      connectivity: pick([
        'Wi-Fi 6, Bluetooth 5.2, 2 × USB-C, HDMI',
        'Wi-Fi 6E, Bluetooth 5.3, Thunderbolt 4',
        'Wi-Fi 5, USB-A, USB-C, HDMI',
      ]),
      features: [
        pick(['Tastiera retroilluminata', 'Lettore di impronte', 'Webcam Full HD']),
        pick(['Windows 11 Pro', 'Windows 11 Home', 'macOS']),
      ],
    }),
  },
  {
    id: 'tablet',
    weight: 12,
    noun: 'tablet',
    lines: [
      {
        brand: 'Apple',
        models: [
          'iPad (9a generazione)',
          'iPad (10a generazione)',
          'iPad mini 6',
          'iPad Air 5',
          'iPad Pro 11" M2',
        ],
        from: 34900,
        step: 15000,
      },
      {
        brand: 'Samsung',
        models: [
          'Galaxy Tab A8',
          'Galaxy Tab A9+',
          'Galaxy Tab S6 Lite',
          'Galaxy Tab S9 FE',
          'Galaxy Tab S9',
        ],
        from: 17900,
        step: 12000,
      },
      { brand: 'Lenovo', models: ['Tab M10 Plus', 'Tab P11', 'Tab P12'], from: 15900, step: 10000 },
      { brand: 'Xiaomi', models: ['Redmi Pad SE', 'Xiaomi Pad 6'], from: 19900, step: 15000 },
    ],
    editions: ['', 'Wi-Fi', 'Wi-Fi + Cellular', 'Ricondizionato Grado A'],
    sizes: [
      ['64GB', '256GB'],
      ['128GB', '256GB'],
      ['128GB', '256GB', '512GB'],
    ],
    colors: [...NEUTRAL, ...BRIGHT.slice(0, 4)],
    images: [IMG('ipad-air-11-m2-front'), IMG('ipad-air-11-m2-back')],
    details: (pick) => ({
      display: `${pick(['8,3', '10,2', '10,9', '11', '12,4'])}" ${pick(['Liquid Retina', 'TFT LCD', 'Super AMOLED'])}`,
      chip: pick(['A13 Bionic', 'A14 Bionic', 'M1', 'Snapdragon 680', 'MediaTek Helio G99']),
      camera: `${pick(['8', '12', '13'])} MP posteriore, ${pick(['5', '8', '12'])} MP frontale`,
      battery: `Fino a ${pick(['10', '12', '14'])} ore di navigazione`,
      connectivity: pick([
        'Wi-Fi 6, Bluetooth 5.0, USB-C',
        'Wi-Fi 5, Bluetooth 5.1, Lightning',
        '5G, Wi-Fi 6, USB-C',
      ]),
    }),
  },
  {
    id: 'accessori',
    weight: 25,
    noun: 'accessorio',
    lines: [
      {
        brand: 'Apple',
        models: [
          'AirPods (3a generazione)',
          'AirPods Pro',
          'Cavo da USB-C a Lightning',
          'Alimentatore USB-C da 20 W',
          'MagSafe Charger',
          'Magic Mouse',
        ],
        from: 1900,
        step: 4000,
      },
      {
        brand: 'Samsung',
        models: ['Galaxy Buds2', 'Galaxy Buds2 Pro', 'Caricatore 25 W', 'Cover Silicone S23'],
        from: 1900,
        step: 3500,
      },
      {
        brand: 'Anker',
        models: ['PowerCore 10000', 'Nano Charger 30 W', 'Soundcore Life P3', 'Cavo USB-C 2 m'],
        from: 1290,
        step: 1500,
      },
      {
        brand: 'Belkin',
        models: ['BoostCharge 3 in 1', 'Pellicola in vetro temperato', 'Supporto MagSafe per auto'],
        from: 1990,
        step: 2500,
      },
      {
        brand: 'JBL',
        models: ['Tune 510BT', 'Flip 6', 'Go 3', 'Live 660NC'],
        from: 3990,
        step: 3000,
      },
      { brand: 'Sony', models: ['WH-1000XM4', 'WH-1000XM5', 'WF-C500'], from: 5990, step: 9000 },
      {
        brand: 'Logitech',
        models: ['MX Master 3S', 'MX Keys Mini', 'Pebble M350'],
        from: 2490,
        step: 4000,
      },
    ],
    editions: ['', 'Nero', 'Bianco', 'Confezione aperta'],
    sizes: [['Taglia unica']],
    colors: NEUTRAL.slice(0, 2),
    images: [IMG('airpods-pro-2-case'), IMG('airpods-pro-2-bud')],
    details: (pick) => ({
      battery: `Fino a ${pick(['6', '8', '24', '30', '40'])} ore`,
      connectivity: pick(['Bluetooth 5.3', 'Bluetooth 5.0', 'USB-C', 'Lightning']),
      resistance: pick(['IPX4', 'IP54', 'IP67', 'Nessuna']),
      charging: pick(['USB-C', 'Wireless Qi', 'MagSafe', 'Lightning']),
      features: [
        pick([
          'Cancellazione attiva del rumore',
          'Ricarica rapida',
          'Compatibile MagSafe',
          'Audio spaziale',
        ]),
      ],
    }),
  },
  {
    id: 'smartwatch',
    weight: 8,
    noun: 'smartwatch',
    lines: [
      {
        brand: 'Apple',
        models: [
          'Apple Watch SE',
          'Apple Watch Series 8',
          'Apple Watch Series 9',
          'Apple Watch Ultra',
        ],
        from: 24900,
        step: 15000,
      },
      {
        brand: 'Samsung',
        models: ['Galaxy Watch5', 'Galaxy Watch6', 'Galaxy Watch5 Pro'],
        from: 19900,
        step: 10000,
      },
      {
        brand: 'Garmin',
        models: ['Forerunner 55', 'Forerunner 265', 'Venu 3', 'fenix 7'],
        from: 17900,
        step: 15000,
      },
      { brand: 'Amazfit', models: ['Bip 5', 'GTR 4', 'T-Rex 2'], from: 7990, step: 5000 },
    ],
    editions: ['', 'GPS', 'GPS + Cellular', 'Ricondizionato Grado A'],
    sizes: [['41mm', '45mm'], ['40mm', '44mm'], ['43mm', '47mm'], ['Taglia unica']],
    colors: [...NEUTRAL, BRIGHT[0] as ColorSwatch, BRIGHT[2] as ColorSwatch],
    images: [IMG('galaxy-watch6-classic-front'), IMG('galaxy-watch6-classic-side')],
    details: (pick) => ({
      display: `${pick(['1,2', '1,4', '1,5', '1,9'])}" ${pick(['AMOLED', 'Retina always-on', 'MIP'])}`,
      battery: `Fino a ${pick(['18 ore', '2 giorni', '7 giorni', '14 giorni'])}`,
      connectivity: pick(['Bluetooth, Wi-Fi, NFC', 'Bluetooth, GPS', 'LTE, Bluetooth, Wi-Fi, NFC']),
      waterResistance: pick(['5 ATM', 'WR50', '10 ATM']),
      features: [
        pick(['ECG', 'Saturazione di ossigeno', 'Rilevamento cadute']),
        pick(['GPS integrato', 'Pagamenti contactless']),
      ],
    }),
  },
  {
    id: 'gaming',
    weight: 5,
    noun: 'prodotto gaming',
    lines: [
      {
        brand: 'Sony',
        models: [
          'PlayStation 4 Slim',
          'PlayStation 4 Pro',
          'PlayStation 5',
          'DualSense',
          'PlayStation VR2',
        ],
        from: 5990,
        step: 12000,
      },
      {
        brand: 'Microsoft',
        models: ['Xbox Series S', 'Xbox Series X', 'Controller Wireless Xbox'],
        from: 5990,
        step: 15000,
      },
      {
        brand: 'Nintendo',
        models: ['Switch Lite', 'Switch', 'Switch OLED', 'Joy-Con (coppia)'],
        from: 6990,
        step: 8000,
      },
      {
        brand: 'Valve',
        models: ['Steam Deck 256GB', 'Steam Deck OLED 512GB'],
        from: 41900,
        step: 15000,
      },
    ],
    editions: ['', 'Ricondizionato Grado A', 'Bundle con gioco', 'Edizione digitale'],
    sizes: [['Standard', 'Digital'], ['Taglia unica'], ['512GB', '1TB']],
    colors: NEUTRAL.slice(0, 2),
    images: [IMG('playstation-5-slim-console'), IMG('playstation-5-slim-controller')],
    details: (pick) => ({
      processor: pick(['AMD Zen 2 8 core', 'NVIDIA Tegra X1', 'AMD APU personalizzata']),
      connectivity: pick([
        'Wi-Fi 6, Bluetooth 5.1, HDMI 2.1',
        'Wi-Fi 5, Bluetooth 4.1',
        'Wi-Fi, USB-C',
      ]),
      features: [pick(['4K a 120 fps', 'Gioco portatile', 'Ray tracing', 'Feedback aptico'])],
    }),
  },
];

export const GENERATED_CATEGORIES = PLANS.map((plan) => plan.id);

/** What a shopper picks or types: each category's brands and the model names each sells. */
export const CATALOGUE_VOCABULARY = PLANS.map((plan) => ({
  category: plan.id,
  brands: [...new Set(plan.lines.map((line) => line.brand))],
  lines: plan.lines.map(({ brand, models }) => ({ brand, models })),
}));

/** A description's opening and the condition it tells (docs/product.md#condition-and-grades). */
const OPENINGS: readonly { text: string; condition: ProductCondition }[] = [
  {
    text: 'Ricondizionato e collaudato nel nostro laboratorio, con 12 mesi di garanzia.',
    condition: 'ricondizionato',
  },
  {
    text: 'Usato in ottime condizioni, batteria verificata e pulizia professionale.',
    condition: 'usato',
  },
  { text: 'Nuovo, in confezione originale sigillata.', condition: 'nuovo' },
  {
    text: 'Esposto in negozio, come nuovo, con tutti gli accessori originali.',
    condition: 'nuovo',
  },
];

/**
 * Products `SEED_PRODUCTS + 1` to `total`, so that with the starting catalogue the shop holds
 * `total` products. The same `total` and `seed` always give the same products.
 */
export function generateProducts(total: number, seed = DEFAULT_SEED): GeneratedProduct[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const totalWeight = PLANS.reduce((sum, plan) => sum + plan.weight, 0);
  const planAt = (draw: number): CategoryPlan => {
    let left = draw * totalWeight;
    for (const plan of PLANS) {
      left -= plan.weight;
      if (left < 0) return plan;
    }
    return PLANS[PLANS.length - 1] as CategoryPlan;
  };

  // Grades and batteries draw from their own sequence: the products' other values stay as they were.
  const graded = seededRandom(seed + 1);
  const products: GeneratedProduct[] = [];
  for (let id = SEED_PRODUCTS + 1; id <= total; id++) {
    const plan = planAt(random());
    const line = pick(plan.lines);
    const modelIndex = int(0, line.models.length - 1);
    const model = line.models[modelIndex] as string;
    const edition = pick(plan.editions);
    const name = edition ? `${model} ${edition}` : model;
    // Prices end in 90 cents, like a shop's; a third of the products are on offer.
    const euros = Math.round((line.from + modelIndex * line.step) * (0.8 + random() * 0.4)) / 100;
    const price = Math.max(490, Math.floor(euros) * 100 + 90);
    const originalPrice = random() < 0.33 ? price + int(1, 20) * 1000 : null;
    const stock = random() < 0.1 ? 0 : int(1, 60);
    const colorCount = int(1, Math.min(4, plan.colors.length));
    const colors = [...plan.colors].sort(() => random() - 0.5).slice(0, colorCount);
    const rated = random() < 0.85;
    const opening = pick(OPENINGS);
    const grade =
      opening.condition === 'nuovo'
        ? null
        : (PRODUCT_GRADE.values[Math.floor(graded() * PRODUCT_GRADE.values.length)] ?? 'a');
    const batteryHealth =
      grade && hasBattery(plan.id)
        ? GRADES[grade].minBattery + Math.floor(graded() * (101 - GRADES[grade].minBattery))
        : null;
    products.push({
      id,
      name,
      brand: line.brand,
      categoryId: plan.id,
      price,
      originalPrice,
      description: `${line.brand} ${name}: ${plan.noun} ${opening.text.toLowerCase()} Spedizione in 24/48 ore o ritiro in negozio.`,
      images: [pick(plan.images)],
      colors,
      sizes: pick(plan.sizes),
      inStock: stock > 0,
      stock,
      rating: rated ? Math.round((3.5 + random() * 1.5) * 10) / 10 : null,
      reviews: rated ? int(1, 900) : null,
      details: plan.details(pick),
      condition: opening.condition,
      grade,
      batteryHealth,
    });
  }
  return products;
}

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlValue = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : sqlText(value);

/** The products table's columns a generated product fills, in the order productValues gives them. */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'brand',
  'category_id',
  'price',
  'original_price',
  'description',
  'images',
  'colors',
  'sizes',
  'in_stock',
  'stock',
  'rating',
  'reviews',
  'details',
  'bestseller_rank',
  'updated_at_ms',
  'condition',
  'grade',
  'battery_health',
] as const;

const COLUMNS = PRODUCT_COLUMNS.join(', ');

/** D1 refuses a statement over 100 KB; each INSERT stays well under that. */
const MAX_STATEMENT_BYTES = 90_000;
/** A fixed time, so the same run always writes the same rows. */
const UPDATED_AT_MS = Date.UTC(2026, 10, 1);

/** A generated product's row, in PRODUCT_COLUMNS' order; booleans as SQLite stores them. */
export function productValues(p: GeneratedProduct): (string | number | null)[] {
  return [
    p.id,
    p.name,
    p.brand,
    p.categoryId,
    p.price,
    p.originalPrice,
    p.description,
    JSON.stringify(p.images),
    JSON.stringify(p.colors),
    JSON.stringify(p.sizes),
    Number(p.inStock),
    p.stock,
    p.rating,
    p.reviews,
    JSON.stringify(p.details),
    null,
    UPDATED_AT_MS,
    p.condition,
    p.grade,
    p.batteryHealth,
  ];
}

/** Multi-row INSERTs, each under D1's statement size limit, one per line. */
export function productsSql(products: GeneratedProduct[]): string {
  const statements: string[] = [];
  let rows: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (rows.length)
      statements.push(`INSERT INTO products (${COLUMNS}) VALUES\n${rows.join(',\n')};`);
    rows = [];
    bytes = 0;
  };
  for (const p of products) {
    const row = `(${productValues(p).map(sqlValue).join(', ')})`;
    const rowBytes = Buffer.byteLength(row) + 2;
    if (bytes + rowBytes > MAX_STATEMENT_BYTES - COLUMNS.length - 40) flush();
    rows.push(row);
    bytes += rowBytes;
  }
  flush();
  // Every product gets its variants from migration 0034's trigger at its own price; a third of
  // them price each larger size 100 € above the one before, as a shop prices storage. The first
  // size stays the product's price, so the listing reads the same prices.
  const ids = products.map((p) => p.id);
  if (ids.length) {
    statements.push(
      `UPDATE product_variants SET price = price + 10000 * (position % 12) WHERE position % 12 > 0 AND product_id % 3 = 0 AND product_id BETWEEN ${Math.min(...ids)} AND ${Math.max(...ids)};`,
    );
  }
  return `${statements.join('\n')}\n`;
}
