import { env } from 'cloudflare:workers';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import reference from '../../schema/api-reference.html?raw';
import { schema } from '../../worker/graphql/schema';
import { send, shellOnlyAssets } from './client';

const get = (path: string, headers: Record<string, string> = {}) =>
  send(new Request(`https://shop.test${path}`, { headers }), { ...env, ASSETS: shellOnlyAssets });

describe('the API reference for outside programs', () => {
  it('is served at /api as a page that loads and runs nothing', async () => {
    const response = await get('/api');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(reference);
    expect(reference).toContain('<h1>API GraphQL per sviluppatori</h1>');
  });

  it('answers 304 to a client that holds the same page', async () => {
    const first = await get('/api');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await get('/api', { 'if-none-match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves the schema the Worker runs as SDL, to any origin', async () => {
    const response = await get('/api/schema.graphql');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toBe(`${printSchema(schema)}\n`);
  });

  it('leaves the other paths under /api to the site', async () => {
    const response = await get('/api/altro');
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
