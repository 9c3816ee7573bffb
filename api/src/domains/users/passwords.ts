/**
 * argon2id password hashes, with the work bounded: argon2 runs on libuv's thread pool, which
 * static files and other file I/O share, so an unbounded burst of logins starved every page.
 */
import argon2 from 'argon2';
import { ApiError } from '../../lib/errors';

/** Hashes at once: two of libuv's four pool threads, leaving the others for file I/O. */
const MAX_RUNNING = 2;
/** Waiting beyond this answers 503 at once rather than queueing seconds of CPU behind the burst. */
const MAX_WAITING = 16;

let running = 0;
const waiting: Array<() => void> = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RUNNING) running += 1;
  else if (waiting.length >= MAX_WAITING) {
    throw new ApiError(503, 'The server is busy checking passwords. Please try again in a moment.');
  } else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/** A hash to verify against when the email is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  if (!decoyHash) {
    decoyHash = hashPassword('decoy-password-for-timing');
    // A refused decoy (server busy) must not stay cached as a rejection.
    decoyHash.catch(() => {
      decoyHash = undefined;
    });
  }
  return decoyHash;
}
