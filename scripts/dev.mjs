#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) and the portal on Vite's dev server, which
// proxies /api, /uploads and /sdk to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

// The browser talks to Vite's origin, and the API's Origin check compares with PUBLIC_URL.
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', 'api/src/index.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'portal'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
