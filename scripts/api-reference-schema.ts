/**
 * The API reference's operations and types (scripts/api-reference.ts), read from the schema the
 * Worker runs: every root field but the staff's, every type they reach, their descriptions.
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';
import { escapeHtml } from '../worker/seo/html';

/** Text as the schema and the guide write it, `code` in backticks, as HTML. */
export const codeSpans = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/** A description as the schema writes it (English, `code` in backticks). */
function prose(description: string | null | undefined): string {
  if (!description) return '';
  return `<p lang="en">${codeSpans(description)}</p>`;
}

type Scopes = Record<string, boolean>;

/** The scopes Pothos recorded for a field, with those of its type (tests/worker/scopes.test.ts). */
function scopesOf(field: GraphQLField<unknown, unknown>, type: GraphQLObjectType): Scopes {
  const own = field.extensions.pothosOptions as { authScopes?: Scopes } | undefined;
  const ofType = type.extensions.pothosOptions as { authScopes?: Scopes } | undefined;
  return { ...ofType?.authScopes, ...own?.authScopes };
}

const isStaffOnly = (field: GraphQLField<unknown, unknown>, type: GraphQLObjectType) =>
  scopesOf(field, type).staff === true;

/** Who may ask, as the reference says it. */
function access(field: GraphQLField<unknown, unknown>, type: GraphQLObjectType): string {
  return scopesOf(field, type).signedIn
    ? 'Richiede l’accesso: un token Firebase nell’intestazione <code>Authorization</code>.'
    : 'Pubblica.';
}

/** The fields of a type an outside client may ask for: the staff's are left out. */
function publicFields(type: GraphQLObjectType) {
  return Object.values(type.getFields()).filter((field) => !isStaffOnly(field, type));
}

/** The root fields of the queries and the mutations, the staff's left out. */
export function publicOperations(schema: GraphQLSchema) {
  const of = (type: GraphQLObjectType | null | undefined) => (type ? publicFields(type) : []);
  return { queries: of(schema.getQueryType()), mutations: of(schema.getMutationType()) };
}

/** Every named type the public operations reach, through arguments and fields, by name. */
export function publicTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  const seen = new Map<string, GraphQLNamedType>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name) || isSpecifiedScalarType(type)) return;
    seen.set(type.name, type);
    if (isObjectType(type)) {
      for (const field of publicFields(type)) {
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    } else if (isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) visit(member);
    }
  };
  const { queries, mutations } = publicOperations(schema);
  for (const field of [...queries, ...mutations]) {
    visit(getNamedType(field.type));
    for (const arg of field.args) visit(getNamedType(arg.type));
  }
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (root) seen.delete(root.name);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** A type as written in SDL, its named type linked to its entry. */
function typeLink(type: { toString(): string }, named: GraphQLNamedType): string {
  const text = escapeHtml(type.toString());
  if (isSpecifiedScalarType(named)) return text;
  return text.replace(named.name, `<a href="#tipo-${named.name}">${named.name}</a>`);
}

function deprecation(reason: string | null | undefined): string {
  return reason
    ? `<p class="deprecated"><strong>Deprecato:</strong> <span lang="en">${escapeHtml(reason)}</span></p>`
    : '';
}

/** The arguments or input fields, each with its type, default and description. */
function inputList(inputs: readonly (GraphQLArgument | GraphQLInputField)[]): string {
  if (inputs.length === 0) return '';
  const items = inputs.map((input) => {
    const fallback =
      input.defaultValue === undefined
        ? ''
        : ` = ${escapeHtml(JSON.stringify(input.defaultValue))}`;
    return `<dt><code>${input.name}: ${typeLink(input.type, getNamedType(input.type))}${fallback}</code></dt><dd>${prose(input.description)}${deprecation(input.deprecationReason)}</dd>`;
  });
  return `<dl class="inputs">${items.join('')}</dl>`;
}

/** At most how many items a list field gives (cost.ts's LIST_MAXIMA), when it is a list. */
function maximum(coordinate: string, maxima: Readonly<Record<string, number>>): string {
  const most = maxima[coordinate];
  return most === undefined ? '' : `<p class="note">Al massimo ${most} elementi.</p>`;
}

/** One operation: its signature, who may ask, what it does, its arguments. */
export function operationEntry(
  kind: 'query' | 'mutation',
  root: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  maxima: Readonly<Record<string, number>>,
): string {
  const args = field.args.length ? '(…)' : '';
  return [
    `<article class="entry" id="${kind}-${field.name}">`,
    `<h3><code>${field.name}${args}: ${typeLink(field.type, getNamedType(field.type))}</code></h3>`,
    prose(field.description),
    deprecation(field.deprecationReason),
    `<p class="note">${access(field, root)}</p>`,
    maximum(`${root.name}.${field.name}`, maxima),
    inputList(field.args),
    '</article>',
  ].join('\n');
}

/** The fields of an object type, each with its arguments and its maximum when a list. */
function fieldList(type: GraphQLObjectType, maxima: Readonly<Record<string, number>>): string {
  const items = publicFields(type).map(
    (field) =>
      `<dt><code>${field.name}: ${typeLink(field.type, getNamedType(field.type))}</code></dt><dd>${prose(field.description)}${deprecation(field.deprecationReason)}${maximum(`${type.name}.${field.name}`, maxima)}${inputList(field.args)}</dd>`,
  );
  return `<dl class="fields">${items.join('')}</dl>`;
}

const KIND: [(type: GraphQLNamedType) => boolean, string][] = [
  [isObjectType, 'tipo'],
  [isInputObjectType, 'input'],
  [isEnumType, 'enum'],
  [isScalarType, 'scalare'],
  [isInterfaceType, 'interfaccia'],
  [isUnionType, 'unione'],
];

/** One type: what kind it is, its description, and its fields, input fields or values. */
export function typeEntry(
  type: GraphQLNamedType,
  maxima: Readonly<Record<string, number>>,
): string {
  const kind = KIND.find(([is]) => is(type))?.[1] ?? 'tipo';
  let body = '';
  if (isObjectType(type)) body = fieldList(type, maxima);
  else if (isInputObjectType(type)) body = inputList(Object.values(type.getFields()));
  else if (isEnumType(type)) {
    const values = type
      .getValues()
      .map(
        (value) =>
          `<dt><code>${value.name}</code></dt><dd>${prose(value.description)}${deprecation(value.deprecationReason)}</dd>`,
      );
    body = `<dl class="values">${values.join('')}</dl>`;
  }
  return [
    `<article class="entry" id="tipo-${type.name}">`,
    `<h3><code>${type.name}</code> <span class="kind">${kind}</span></h3>`,
    prose(type.description),
    body,
    '</article>',
  ].join('\n');
}
