/**
 * The API reference as one HTML page (docs/api.md): the guide's rules, then every public
 * operation and type with the schema's descriptions. scripts/api-reference.ts writes it to
 * schema/api-reference.html, which the Worker serves at /api.
 */
import type { GraphQLSchema } from 'graphql';
import { API_SCHEMA_PATH } from '../schema/api-paths';
import { SHOP, SHOP_LEGAL_LINE } from '../schema/shop';
import { LIST_MAXIMA } from '../worker/graphql/cost';
import { escapeHtml } from '../worker/seo/html';
import { guideSections } from './api-reference-guide';
import { operationEntry, publicOperations, publicTypes, typeEntry } from './api-reference-schema';

/** The page's own styles: it loads nothing else (worker/http/api-reference.ts, its CSP). */
const STYLE = `
:root { color-scheme: light; --ink: #0f172a; --muted: #475569; --line: #e2e8f0; --brand: #174fb4; --soft: #eef5ff; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; overflow-wrap: anywhere; }
a { color: var(--brand); }
a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
.skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; z-index: 1; }
header.top { background: var(--ink); color: #fff; padding: .75rem 1rem; }
header.top a { color: #fff; font-weight: 700; text-decoration: none; font-size: 1.25rem; }
.layout { max-width: 72rem; margin: 0 auto; padding: 1rem; display: grid; gap: 2rem; }
@media (min-width: 64rem) { .layout { grid-template-columns: 15rem 1fr; } nav.toc { position: sticky; top: 1rem; align-self: start; max-height: calc(100vh - 2rem); overflow: auto; } }
nav.toc ul { list-style: none; padding: 0; margin: 0; } nav.toc li { margin: .25rem 0; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: .5rem 0 1rem; }
h2 { font-size: 1.4rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; margin-top: 2.5rem; }
h3 { font-size: 1.05rem; margin: 0 0 .5rem; }
code { font: .9em/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft); padding: 0 .2em; border-radius: 3px; }
h3 code { background: none; padding: 0; }
.entry { border: 1px solid var(--line); border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
.kind { font-size: .8rem; font-weight: 600; color: var(--muted); text-transform: uppercase; margin-left: .5rem; }
.note { color: var(--muted); font-size: .95rem; margin: .25rem 0; }
.deprecated { background: #fef3c7; padding: .25rem .5rem; border-radius: .25rem; }
dl { margin: .5rem 0 0; } dt { margin-top: .75rem; } dd { margin: 0 0 0 1rem; } dd p { margin: .25rem 0; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: .95rem; }
caption { text-align: left; font-weight: 600; margin-bottom: .5rem; }
th, td { border-bottom: 1px solid var(--line); padding: .5rem; text-align: left; vertical-align: top; }
.table { overflow-x: auto; }
footer.bottom { border-top: 1px solid var(--line); color: var(--muted); font-size: .85rem; padding: 1.5rem 1rem; text-align: center; }
`;

/** A section of the page, in the table of contents by its title. */
interface Section {
  id: string;
  title: string;
  html: string;
}

function referenceSections(schema: GraphQLSchema): Section[] {
  const { queries, mutations } = publicOperations(schema);
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (!query || !mutation) throw new Error('the schema has no Query or Mutation type');
  return [
    {
      id: 'query',
      title: 'Query',
      html: queries.map((field) => operationEntry('query', query, field, LIST_MAXIMA)).join('\n'),
    },
    {
      id: 'mutation',
      title: 'Mutation',
      html: mutations
        .map((field) => operationEntry('mutation', mutation, field, LIST_MAXIMA))
        .join('\n'),
    },
    {
      id: 'tipi',
      title: 'Tipi',
      html: publicTypes(schema)
        .map((type) => typeEntry(type, LIST_MAXIMA))
        .join('\n'),
    },
  ];
}

/** The whole page, from the schema the Worker runs and the constants it enforces. */
export function apiReferencePage(schema: GraphQLSchema): string {
  const sections = [...guideSections(), ...referenceSections(schema)];
  const toc = sections.map((section) => `<li><a href="#${section.id}">${section.title}</a></li>`);
  const body = sections.map(
    (section) =>
      `<section id="${section.id}" aria-labelledby="${section.id}-titolo">\n<h2 id="${section.id}-titolo">${section.title}</h2>\n${section.html.replace(/<table>/g, '<div class="table"><table>').replace(/<\/table>/g, '</table></div>')}\n</section>`,
  );
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API GraphQL per sviluppatori · ${escapeHtml(SHOP.name)}</title>
<meta name="description" content="Il riferimento dell’API GraphQL di ${escapeHtml(SHOP.name)}: operazioni pubbliche, tipi, limiti, codici di errore e regole per i programmi esterni.">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#contenuto">Vai al contenuto</a>
<header class="top"><a href="/">${escapeHtml(SHOP.name)}</a></header>
<div class="layout">
<nav class="toc" aria-label="Indice del riferimento"><ul>
${toc.join('\n')}
</ul></nav>
<main id="contenuto">
<h1>API GraphQL per sviluppatori</h1>
<p>Ciò che un programma esterno (un gestionale, un connettore per un marketplace, un assistente) può chiedere all’API del negozio, con i limiti e le regole che la proteggono. Le descrizioni di operazioni e tipi sono quelle dello schema, in inglese. Lo schema in SDL: <a href="${API_SCHEMA_PATH}">${API_SCHEMA_PATH}</a>.</p>
${body.join('\n')}
</main>
</div>
<footer class="bottom"><p>${escapeHtml(SHOP_LEGAL_LINE)}</p></footer>
</body>
</html>
`;
}
