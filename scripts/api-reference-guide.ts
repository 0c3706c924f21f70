/**
 * The API reference's rules for outside clients (scripts/api-reference.ts), each figure read from
 * the constant the Worker enforces or from wrangler.toml, never written here a second time.
 */
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { PUBLIC_ROOT_FIELDS } from '../schema/public-reads';
import { LISTING_PAGE_SIZE } from '../schema/rules/catalogue-filters';
import { OWN_LIST_PAGE, OWN_LIST_PAGE_REFUSAL } from '../schema/rules/paging';
import { invalidCursor } from '../worker/cursors';
import { OVER_STATEMENT_BUDGET, REQUEST_STATEMENT_BUDGET } from '../worker/d1-session';
import { SEARCH_COST, STATEMENT_COST } from '../worker/graphql/cost';
import { ERROR_CODES } from '../worker/graphql/error-codes';
import { LIMITS, NO_INTROSPECTION, TOO_COMPLEX } from '../worker/graphql/limits';
import { PERSISTED_DOCUMENTS_BYTES } from '../worker/graphql/persisted-queries';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../worker/graphql/public-reads';
import { MAX_BODY_BYTES, MAX_QUERY_LENGTH } from '../worker/graphql/query-length';
import { RESULT_TOO_LARGE } from '../worker/graphql/result-size';
import { escapeHtml } from '../worker/seo/html';
import { codeSpans } from './api-reference-schema';
import { ROOT } from './local-stack';

const number = (value: number) => new Intl.NumberFormat('it-IT').format(value);
const quoted = (text: string) => `<q>${escapeHtml(text)}</q>`;

/** A limit as a table row: its anchor (the tests find it by it), what it bounds, its value. */
const limitRow = (id: string, what: string, value: string) =>
  `<tr id="limite-${id}"><th scope="row">${what}</th><td>${value}</td></tr>`;

function limitsTable(): string {
  return `<table>
<caption>Limiti di ogni richiesta a <code>/graphql</code></caption>
<thead><tr><th scope="col">Limite</th><th scope="col">Valore</th></tr></thead>
<tbody>
${[
  limitRow('corpo', 'Corpo della richiesta', `${number(MAX_BODY_BYTES)} byte`),
  limitRow('query', 'Lunghezza del testo della query', `${number(MAX_QUERY_LENGTH)} caratteri`),
  limitRow('profondita', 'Profondità del documento', number(LIMITS.depth)),
  limitRow('alias', 'Alias', number(LIMITS.aliases)),
  limitRow('token', 'Token del documento', number(LIMITS.tokens)),
  limitRow('direttive', 'Direttive', number(LIMITS.directives)),
  limitRow('costo', 'Costo nel caso peggiore', number(LIMITS.cost)),
  limitRow('costo-lettura', 'Costo di ogni lettura al database', number(STATEMENT_COST)),
  limitRow('costo-ricerca', 'Costo di ogni ricerca nel catalogo', number(SEARCH_COST)),
  limitRow(
    'lettura-costosa',
    'Costo oltre il quale una lettura è costosa',
    number(LIMITS.expensiveRead),
  ),
  limitRow('risposta', 'Oggetti ed elementi di lista in una risposta', number(LIMITS.cost)),
  limitRow('letture', 'Letture al database per richiesta', number(REQUEST_STATEMENT_BUDGET)),
].join('\n')}
</tbody>
</table>`;
}

/** What each of wrangler.toml's limits counts, in the reference's words. */
const RATE_LIMIT_USES: Readonly<Record<string, string>> = {
  FORMS_RATE_LIMIT:
    'Moduli pubblici (preventivo, modulo di spedizione, newsletter, avvisi di disponibilità, link di un ordine, recensioni), per client.',
  LOOKUP_RATE_LIMIT:
    'Ricerche per codice ed e-mail (stato della riparazione, risposta a un preventivo, garanzia, scheda di spedizione): un solo contatore per client.',
  ORDERS_RATE_LIMIT: 'Ordini inviati, per client.',
  ORDERS_EMAIL_RATE_LIMIT: 'Ordini inviati, per e-mail dell’acquirente.',
  READS_RATE_LIMIT: 'Letture costose di visitatori e di account non confermati, per client.',
  ACCOUNT_READS_RATE_LIMIT:
    'Letture costose di un account con e-mail confermata, per account e client.',
};

/** A Workers Rate Limiting binding as wrangler.toml declares it. */
interface RateLimitBinding {
  name: string;
  simple: { limit: number; period: number };
}

/** The per-client limits production runs with, as wrangler.toml sets them. */
function rateLimits(config = join(ROOT, 'wrangler.toml')) {
  const production = unstable_readConfig({ config, env: 'production' }, { hideWarnings: true });
  const bindings: RateLimitBinding[] = production.ratelimits;
  return bindings.map(({ name, simple }) => {
    const use = RATE_LIMIT_USES[name];
    if (!use) throw new Error(`${name}: say in scripts/api-reference-guide.ts what it limits`);
    return { name, limit: simple.limit, period: simple.period, use };
  });
}

function rateLimitsTable(): string {
  const rows = rateLimits().map(
    ({ name, limit, period, use }) =>
      `<tr id="frequenza-${name}"><th scope="row"><code>${name}</code></th><td>${number(limit)} ogni ${number(period)} secondi</td><td>${use}</td></tr>`,
  );
  return `<table>
<caption>Limiti di frequenza in produzione</caption>
<thead><tr><th scope="col">Limite</th><th scope="col">Richieste</th><th scope="col">Che cosa conta</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

function errorCodesTable(): string {
  const rows = Object.entries(ERROR_CODES).map(
    ([code, meaning]) =>
      `<tr id="errore-${code}"><th scope="row"><code>${code}</code></th><td>${codeSpans(meaning)}</td></tr>`,
  );
  return `<table>
<caption>Valori di <code>extensions.code</code></caption>
<thead><tr><th scope="col">Codice</th><th scope="col">Significato</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}

/** The guide's sections, in the order of the page's table of contents. */
export function guideSections(): { id: string; title: string; html: string }[] {
  return [
    {
      id: 'come-chiamare',
      title: 'Come chiamare l’API',
      html: `<p>Un solo indirizzo, <code>/graphql</code>: una richiesta <code>POST</code> con un corpo JSON (<code>{"query", "variables", "operationName"}</code>) e <code>Content-Type: application/json</code>. Con <code>GET</code> (la query nei parametri dell’indirizzo) si leggono solo i dati pubblici del catalogo: ${[
        ...PUBLIC_ROOT_FIELDS,
      ]
        .filter((field) => !field.startsWith('__'))
        .map((field) => `<code>${field}</code>`)
        .join(
          ', ',
        )}. Le loro risposte riuscite hanno <code>Cache-Control: ${PUBLIC_CACHE_CONTROL}</code>, tutte le altre <code>${PRIVATE_CACHE_CONTROL}</code>.</p>
<p>Un account si identifica con il suo token Firebase: <code>Authorization: Bearer &lt;ID token&gt;</code>. I browser possono chiamare l’API solo dalle pagine del negozio; un programma la chiama dal proprio server.</p>
<p>Lo schema completo, in SDL: <a href="/api/schema.graphql">/api/schema.graphql</a>.</p>`,
    },
    {
      id: 'limiti',
      title: 'Limiti',
      html: `<p>Prima di eseguire una query il Worker ne calcola il costo nel caso peggiore: ogni oggetto e ogni elemento di lista conta 1 (una lista conta quanto chiede il suo argomento <code>first</code>, <code>last</code>, <code>size</code> o <code>limit</code>, altrimenti il suo massimo, indicato accanto a ogni lista qui sotto), i conteggi si moltiplicano lungo le liste annidate, e ogni lettura al database e ogni ricerca aggiungono il loro costo. Oltre un limite: ${quoted(TOO_COMPLEX)} (<code>QUERY_TOO_COMPLEX</code>); i messaggi non dicono i valori.</p>
${limitsTable()}
<p>Durante l’esecuzione il Worker conta ciò che restituisce: oltre il limite, ${quoted(RESULT_TOO_LARGE)} (<code>RESULT_TOO_LARGE</code>). Troppe letture al database: ${quoted(OVER_STATEMENT_BUDGET)}.</p>
<h3>Limiti di frequenza</h3>
<p>Contati per client (un indirizzo IPv4, o il blocco /64 di un indirizzo IPv6) e per azione. Una lettura con costo oltre ${number(LIMITS.expensiveRead)} consuma una richiesta del proprio limite di letture, una per ricerca. Oltre un limite: <code>TOO_MANY_REQUESTS</code>, prima di scrivere qualunque cosa.</p>
${rateLimitsTable()}`,
    },
    {
      id: 'errori',
      title: 'Codici di errore',
      html: `<p>Ogni errore ha un messaggio (in italiano dove lo legge una persona) e un codice in <code>extensions.code</code>; un errore su un dato inserito nomina il campo in <code>extensions.field</code> o, per un modulo, ogni campo in <code>extensions.fields</code>. Gli errori imprevisti non mostrano dettagli.</p>
${errorCodesTable()}`,
    },
    {
      id: 'query-persistenti',
      title: 'Query persistenti',
      html: `<p>Il Worker accetta le <i lang="en">automatic persisted queries</i>: un client può inviare solo l’hash SHA-256 del documento, in esadecimale minuscolo, in <code>extensions.persistedQuery</code> con <code>"version": 1</code>. Se l’hash non è noto la risposta è <code>PersistedQueryNotFound</code> (<code>PERSISTED_QUERY_NOT_FOUND</code>) e il client invia di nuovo il documento con il suo hash; un hash che non corrisponde al documento, o un’estensione malformata, è rifiutato con <code>BAD_REQUEST</code>.</p>
<p>In produzione valgono le stesse regole: sono accettati sia i documenti completi sia gli hash già visti. Ogni istanza del Worker ricorda fino a ${number(PERSISTED_DOCUMENTS_BYTES / 1024 / 1024)} MB di documenti e può dimenticarli: un client deve sempre saper reinviare il documento. Un hash non rende pubblica una lettura privata: con <code>GET</code> passano solo le letture del catalogo.</p>`,
    },
    {
      id: 'introspezione',
      title: 'Introspezione',
      html: `<p>In produzione lo schema non si interroga con <code>__schema</code> o <code>__type</code> (${quoted(NO_INTROSPECTION)}, <code>GRAPHQL_VALIDATION_FAILED</code>) e gli errori non suggeriscono nomi di campi. Questa pagina e <a href="/api/schema.graphql">lo schema in SDL</a> sono generati dallo stesso schema che il Worker esegue, a ogni modifica.</p>`,
    },
    {
      id: 'paginazione',
      title: 'Paginazione',
      html: `<p>Il catalogo (<code>catalogue</code>) e le liste del cliente (<code>myOrdersConnection</code>, e in <code>me</code> <code>ordersConnection</code>, <code>repairsConnection</code>, <code>requestsConnection</code>) rispondono a pagine: <code>nodes</code> e <code>pageInfo</code>. Per la pagina successiva si passa <code>pageInfo.endCursor</code> come <code>after</code>, finché <code>hasNextPage</code> è falso. I cursori sono opachi, valgono solo per la lista che li ha dati e non vanno costruiti.</p>
<ul>
<li>Catalogo: da 0 a ${LISTING_PAGE_SIZE.max} prodotti per pagina (${LISTING_PAGE_SIZE.default} se non indicato), anche all’indietro con <code>last</code> e <code>before</code>.</li>
<li>Liste del cliente: dalla più recente, a parità di data per id; da 1 a ${OWN_LIST_PAGE.max} elementi per pagina (${OWN_LIST_PAGE.default} se non indicato). Fuori da questi valori: ${quoted(OWN_LIST_PAGE_REFUSAL)}</li>
<li>Un cursore non valido: ${quoted(invalidCursor('after').message)} (<code>BAD_USER_INPUT</code>).</li>
</ul>`,
    },
    {
      id: 'deprecazione',
      title: 'Politica di deprecazione',
      html: `<p>Lo schema cresce solo per aggiunta: un campo, un argomento, un tipo o un valore pubblico non viene rinominato né tolto, e non cambia forma. Ciò che non si deve più usare resta e si marca <code>@deprecated</code> con il motivo e l’alternativa, indicati qui accanto al campo; un valore che non ha più effetto è rifiutato con un messaggio chiaro, mai ignorato in silenzio. Le novità entrano accanto a ciò che c’è già (ad esempio le pagine <code>myOrdersConnection</code> accanto alla lista <code>myOrders</code>) e sono annunciate nel CHANGELOG.</p>`,
    },
  ];
}
