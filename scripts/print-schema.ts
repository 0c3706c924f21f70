/**
 * Prints the Pothos schema as SDL into schema/schema.graphql, the contract outside clients read,
 * and the API reference the Worker serves at /api into schema/api-reference.html
 * (scripts/api-reference-page.ts), so the two never part.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from '../worker/graphql/schema';
import { apiReferencePage } from './api-reference-page';

const target = (file: string) => fileURLToPath(new URL(`../schema/${file}`, import.meta.url));
writeFileSync(target('schema.graphql'), `${printSchema(schema)}\n`);
writeFileSync(target('api-reference.html'), apiReferencePage(schema));
