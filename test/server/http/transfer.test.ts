import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * Hashed assets immutable and sent precompressed when accepted, index.html revalidated,
 * API JSON over 1 KB compressed when accepted and small answers left alone.
 */
describe('transfer: caching and compression', () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'capstone-client-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Capstone</title><script src="/assets/main.0a1b2c3d.js"></script>');
    const asset = path.join(clientDir, 'assets', 'main.0a1b2c3d.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a hashed asset immutable for a year, as the precompressed brotli file when accepted', async () => {
    const res = await get('/assets/main.0a1b2c3d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a gzip-only client and the plain file to one that accepts nothing', async () => {
    const gz = await get('/assets/main.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/main.0a1b2c3d.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every visit, at / and on a client route', async () => {
    for (const url of ['/', '/student']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Capstone</title>');
      // the document carries the Content Security Policy (JSON answers do not need it)
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it('compresses a large API answer when accepted, not a small one, not without accept-encoding', async () => {
    const [admin] = await loginDemo(t, 'admin');
    const call = (url: string, encoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await call('/api/docs/json');
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await call('/api/docs/json', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const students = await call('/api/student/getall', 'gzip');
    expect(students.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(students.rawPayload).toString()).length).toBeGreaterThan(10);
    const small = await call('/api/semester/getall', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
