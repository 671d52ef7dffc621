import { describe, expect, it } from 'vitest';
import { createDraftStore, draftKeyPrefix } from '../../src/lib/forms/draft-store.ts';
import { emptyUpdateRequest } from '../../src/lib/forms/fields.ts';

/** An in-memory Storage, optionally failing like Safari's private mode or a full quota. */
class FakeStorage {
  readonly items = new Map<string, string>();
  failing = false;
  getItem(key: string) {
    if (this.failing) throw new DOMException('denied', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failing) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    if (this.failing) throw new DOMException('denied', 'SecurityError');
    this.items.delete(key);
  }
}

const empty = { name: '', message: '', priority: 'normal' };

describe('draft store', () => {
  it('saves and restores the values under a per-form key', () => {
    const storage = new FakeStorage();
    const store = createDraftStore(storage, 'quote', empty);
    store.save({ name: 'Zoë 🌳', message: '<b>hi</b>\nthere', priority: 'normal' });
    expect([...storage.items.keys()]).toEqual([`${draftKeyPrefix}quote`]);
    expect(store.load()).toEqual({ name: 'Zoë 🌳', message: '<b>hi</b>\nthere', priority: 'normal' });
  });

  it('keeps forms apart', () => {
    const storage = new FakeStorage();
    createDraftStore(storage, 'quote', empty).save({ ...empty, name: 'A' });
    expect(createDraftStore(storage, 'enquiry', empty).load()).toBeNull();
  });

  it('clears the draft', () => {
    const storage = new FakeStorage();
    const store = createDraftStore(storage, 'quote', empty);
    store.save({ ...empty, name: 'A' });
    store.clear();
    expect(store.load()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('removes rather than stores an untouched form', () => {
    const storage = new FakeStorage();
    const store = createDraftStore(storage, 'quote', empty);
    store.save({ ...empty, name: 'A' });
    store.save(empty);
    expect(storage.items.size).toBe(0);
  });

  it('ignores unknown and non-string fields and corrupt JSON', () => {
    const storage = new FakeStorage();
    const store = createDraftStore(storage, 'quote', empty);
    storage.setItem(`${draftKeyPrefix}quote`, JSON.stringify({ name: 'A', evil: 'x', message: 42 }));
    expect(store.load()).toEqual({ name: 'A' });
    storage.setItem(`${draftKeyPrefix}quote`, '{not json');
    expect(store.load()).toBeNull();
    storage.setItem(`${draftKeyPrefix}quote`, 'null');
    expect(store.load()).toBeNull();
  });

  it('never throws when storage is unavailable or full', () => {
    const storage = new FakeStorage();
    storage.failing = true;
    const store = createDraftStore(storage, 'quote', empty);
    expect(() => store.save({ ...empty, name: 'A' })).not.toThrow();
    expect(store.load()).toBeNull();
    expect(() => store.clear()).not.toThrow();
    const none = createDraftStore(null, 'quote', empty);
    expect(none.load()).toBeNull();
    expect(() => none.save({ ...empty, name: 'A' })).not.toThrow();
  });

  it('restores the priority of an update request', () => {
    const storage = new FakeStorage();
    const store = createDraftStore(storage, 'update-request', emptyUpdateRequest);
    store.save({ ...emptyUpdateRequest, priority: 'urgent' });
    expect(store.load()).toMatchObject({ priority: 'urgent' });
  });
});
