/**
 * Fails when schema/api-reference.html, which scripts/print-schema.ts writes, is not the page the
 * schema and the limits give now (scripts/check-generated.ts runs it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schema } from '../worker/graphql/schema';
import { apiReferencePage } from './api-reference-page';

const target = fileURLToPath(new URL('../schema/api-reference.html', import.meta.url));
if (readFileSync(target, 'utf8') !== apiReferencePage(schema)) {
  console.error('schema/api-reference.html is stale: run npx tsx scripts/print-schema.ts');
  process.exit(1);
}
