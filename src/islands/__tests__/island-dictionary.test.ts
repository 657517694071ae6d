import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandDictionary } from '../island-dictionary.ts';

let server: Server;
let origin: string;
const asked: string[] = [];
let failNext = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (failNext) {
      failNext = false;
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ 'cart.title': request.url }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('islandDictionary', () => {
  it('answers a primed culture at once, without a request', () => {
    const texts = islandDictionary('cart', (culture) => `${origin}/${culture}.json`);
    texts.prime('en', { 'cart.title': 'Price calculation' });
    expect(texts.get('en')).toEqual({ 'cart.title': 'Price calculation' });
    expect(asked).toEqual([]);
  });

  it('fetches a culture’s file once for every island asking, then answers at once', async () => {
    const texts = islandDictionary('cart', (culture) => `${origin}/${culture}.json`);
    const first = texts.get('ru');
    const second = texts.get('ru');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ 'cart.title': '/ru.json' });
    expect(texts.get('ru')).toEqual({ 'cart.title': '/ru.json' });
    expect(asked.filter((url) => url === '/ru.json')).toHaveLength(1);
  });

  it('names the island when the file fails, and tries again on the next ask', async () => {
    const texts = islandDictionary('reviews', (culture) => `${origin}/${culture}.json`);
    failNext = true;
    await expect(texts.get('de')).rejects.toThrow('reviews dictionary: HTTP 503');
    await expect(texts.get('de')).resolves.toEqual({ 'cart.title': '/de.json' });
  });
});
