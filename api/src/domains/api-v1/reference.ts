/**
 * The interactive API reference at /api/v1/reference: Swagger UI (swagger-ui-dist), served
 * from our own node_modules so no third-party CDN is needed and the page keeps the portal's
 * Content-Security-Policy (scripts from 'self' only: the start-up script is a file, not inline).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sayso REST API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/v1/reference/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/v1/reference/swagger-ui-bundle.js"></script>
<script src="/api/v1/reference/start.js"></script>
</body>
</html>`;

const START = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: false,
});`;

export function referenceRoutes() {
  return new Hono()
    .get('/reference', (c) => c.html(PAGE))
    .get('/reference/:file', async (c) => {
      const file = c.req.param('file');
      if (file === 'start.js')
        return c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      const type = ASSETS[file];
      if (!type) return c.json({ message: 'Not found' }, 404);
      return c.body(await readFile(path.join(distDir, file)), 200, { 'Content-Type': type });
    });
}
