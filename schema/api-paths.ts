/**
 * Where the Worker publishes the API for outside programs (docs/api.md): the reference, a page
 * generated from the schema, and the schema itself in SDL.
 */
export const API_REFERENCE_PATH = '/api';
export const API_SCHEMA_PATH = '/api/schema.graphql';
