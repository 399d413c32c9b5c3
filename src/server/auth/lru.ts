import { LRUCache } from 'lru-cache';

/**
 * A bounded map that forgets its least recently used entry first: lru-cache, sized by entry count. Used by the
 * guard's per-process caches so their memory stays bounded.
 */
export class Lru<K extends object | string | number, V extends object | string | number | boolean> extends LRUCache<K, V> {
  constructor(max: number) {
    super({ max });
  }
}
