/** Test support: browser storage in memory. */
import type { StorageHost } from '../lib/browser-storage.ts';

/** A Storage in memory, as a browser's localStorage or sessionStorage behaves. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** A browser's two storage areas, empty. */
export function memoryBrowser() {
  const host = { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() };
  return host satisfies StorageHost;
}
