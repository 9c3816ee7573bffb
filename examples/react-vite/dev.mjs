#!/usr/bin/env node
// One command inside the Sayso repository: `node examples/react-vite/dev.mjs`. The repository
// installs Vite for the sdk workspace, not for this folder, so borrow that one. Outside the
// repository use `npm install && npm run dev` like any Vite app.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const vitePath = createRequire(new URL('../../sdk/package.json', import.meta.url)).resolve('vite');
const { createServer } = await import(pathToFileURL(vitePath).href);
const server = await createServer({ root, configFile: `${root}vite.config.js` });
await server.listen();
server.printUrls();
