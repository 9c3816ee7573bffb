#!/usr/bin/env node
// Serves this folder on http://localhost:5500, a different origin from Sayso's, the way a
// customer's site would be. SAYSO_URL (default http://localhost:3000, where `npm start`
// listens) replaces the script's host in index.html.
import { readFile } from 'node:fs/promises';
import http from 'node:http';

const port = Number(process.env.PORT ?? 5500);
const sayso = (process.env.SAYSO_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const files = { '/': ['index.html', 'text/html'], '/site.css': ['site.css', 'text/css'] };

http
  .createServer(async (req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (!file) return res.writeHead(404).end('Not found');
    let body = await readFile(new URL(file[0], import.meta.url), 'utf8');
    if (file[0] === 'index.html') body = body.replaceAll('http://localhost:3000', sayso);
    res.writeHead(200, { 'Content-Type': `${file[1]}; charset=utf-8` }).end(body);
  })
  .listen(port, () => console.log(`Host page: http://localhost:${port} (Sayso at ${sayso})`));
