/** Helpers for the dashboard's end-to-end tests: PNG files made in the test, and the tab switcher. */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG. `noise` fills it with random pixels, which do not compress, so a large
 * noisy image crosses the portal's 500000-character compression threshold.
 */
export function makePng(width: number, height: number, { noise = false, rgb = [79, 70, 229] } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      for (let i = 0; i < 3; i++) raw[at + i] = noise ? Math.floor(Math.random() * 256) : (rgb[i] as number);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Opens a dashboard section by its URL (issue 26: a sidebar of sections instead of tabs). The old
 * tab names still work: 'Company Settings' opens the settings section named by `settings`.
 */
export async function openTab(
  page: Page,
  name: 'Feature Requests' | 'Company Settings' | 'Share' | 'Upgrade Plan' | 'Billing' | 'Insights' | 'Team',
  settings:
    | 'profile'
    | 'branding'
    | 'board'
    | 'domain'
    | 'sharing'
    | 'integrations'
    | 'data'
    | 'danger' = 'profile',
) {
  const section = {
    'Feature Requests': 'inbox',
    'Company Settings': `settings/${settings}`,
    Share: 'settings/sharing',
    'Upgrade Plan': 'billing',
    Billing: 'billing',
    Insights: 'insights',
    Team: 'team',
  }[name];
  const slug = /\/dashboard\/([^/?#]+)/.exec(page.url())?.[1];
  if (!slug) throw new Error(`openTab: not on a dashboard (${page.url()})`);
  await page.goto(`/dashboard/${slug}/${section}`);
  const sidebarLabel = section.split('/')[0] === 'inbox' ? 'Inbox' : undefined;
  if (sidebarLabel)
    await page.getByTestId('idea-row').first().or(page.getByText('No feature requests yet')).waitFor();
  else await page.locator('#dashboard-nav a[aria-current="page"]').waitFor({ state: 'attached' });
}
