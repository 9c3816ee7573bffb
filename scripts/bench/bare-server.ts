/** The yardstick: a bare Hono handler answering a fixed JSON body, nothing else. */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [file, port] = process.argv.slice(2);
const body = JSON.parse(readFileSync(file as string, 'utf8')) as unknown;
const app = new Hono().get('/board', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.log('ready'));
