import type { Redis } from 'ioredis';
import { DETAIL_CHARACTERS, DETAIL_ITEMS, type KeyType, type KeyValue } from './cache-console';

export interface ReadValue {
  value: KeyValue;
  length: number;
  truncated: boolean;
}

/** Reads the first part of a key's value by its type: at most DETAIL_ITEMS items, DETAIL_CHARACTERS of a string. */
export async function readValue(redis: Redis, key: string, type: KeyType): Promise<ReadValue> {
  switch (type) {
    case 'string':
      return readString(redis, key);
    case 'hash':
      return readHash(redis, key);
    case 'list':
      return readList(redis, key);
    case 'set':
      return readSet(redis, key);
    case 'zset':
      return readSortedSet(redis, key);
    case 'stream':
      return readStream(redis, key);
  }
}

async function readString(redis: Redis, key: string): Promise<ReadValue> {
  const length = await redis.strlen(key);
  // GETRANGE counts bytes; a character cut in two at the end is dropped by the decoder.
  const value = await redis.getrange(key, 0, DETAIL_CHARACTERS - 1);
  return { value, length, truncated: length > DETAIL_CHARACTERS };
}

async function readHash(redis: Redis, key: string): Promise<ReadValue> {
  const length = await redis.hlen(key);
  const flat = length <= DETAIL_ITEMS ? flatten(await redis.hgetall(key)) : await scanFlat(redis, 'HSCAN', key, 2);
  const value: { field: string; value: string }[] = [];
  for (let i = 0; i + 1 < flat.length && value.length < DETAIL_ITEMS; i += 2) {
    value.push({ field: flat[i], value: flat[i + 1] });
  }
  return { value, length, truncated: length > value.length };
}

async function readList(redis: Redis, key: string): Promise<ReadValue> {
  const length = await redis.llen(key);
  const items = await redis.lrange(key, 0, DETAIL_ITEMS - 1);
  return { value: items.map((value, index) => ({ index, value })), length, truncated: length > items.length };
}

async function readSet(redis: Redis, key: string): Promise<ReadValue> {
  const length = await redis.scard(key);
  const members = length <= DETAIL_ITEMS ? await redis.smembers(key) : await scanFlat(redis, 'SSCAN', key, 1);
  const value = [...new Set(members)].slice(0, DETAIL_ITEMS).sort();
  return { value, length, truncated: length > value.length };
}

async function readSortedSet(redis: Redis, key: string): Promise<ReadValue> {
  const length = await redis.zcard(key);
  const flat = await redis.zrange(key, 0, DETAIL_ITEMS - 1, 'WITHSCORES');
  const value: { member: string; score: number }[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) value.push({ member: flat[i], score: Number(flat[i + 1]) });
  return { value, length, truncated: length > value.length };
}

async function readStream(redis: Redis, key: string): Promise<ReadValue> {
  const length = await redis.xlen(key);
  const entries = await redis.xrange(key, '-', '+', 'COUNT', DETAIL_ITEMS);
  const value = entries.map(([id, flat]) => ({ id, fields: pairs(flat) }));
  return { value, length, truncated: length > value.length };
}

/** HSCAN or SSCAN until DETAIL_ITEMS items came (items of `width` strings each) or the key is walked. */
async function scanFlat(redis: Redis, command: 'HSCAN' | 'SSCAN', key: string, width: number): Promise<string[]> {
  const flat: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = (await redis.call(command, key, cursor, 'COUNT', DETAIL_ITEMS)) as [string, string[]];
    flat.push(...batch);
    cursor = next;
  } while (cursor !== '0' && flat.length < DETAIL_ITEMS * width);
  return flat;
}

function flatten(record: Record<string, string>): string[] {
  return Object.entries(record).flat();
}

function pairs(flat: string[]): { field: string; value: string }[] {
  const fields: { field: string; value: string }[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) fields.push({ field: flat[i], value: flat[i + 1] });
  return fields;
}
