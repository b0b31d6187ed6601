// Build step (`npm run build`): prints the executable schema to dist/schema.graphql, beside this file.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from './schema.js';
import { writeSchemaFile } from './schema-file.js';

const file = join(dirname(fileURLToPath(import.meta.url)), 'schema.graphql');
writeSchemaFile(buildSchema(), file);
console.log(`schema → ${file}`);
