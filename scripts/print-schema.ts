/** Prints the Pothos schema as SDL into schema/schema.graphql, the contract outside clients read. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from '../worker/graphql/schema';

const target = fileURLToPath(new URL('../schema/schema.graphql', import.meta.url));
writeFileSync(target, `${printSchema(schema)}\n`);
