import type { ClientDirective } from 'astro';

/**
 * `client:event="<event name>"`: hydrates the island the first time that event is dispatched
 * on window. Events of that name fired before the island is listening are kept and dispatched
 * again once it announces `<event name>:ready` on window, so the event that woke it is not lost.
 * If the island's code fails to load, the next event tries again.
 * The page's toaster uses it: no toast code is fetched until the first toast.
 */
const firstEvent: ClientDirective = (load, options, island) => {
  const name = String(options.value);
  const pending: unknown[] = [];
  let loading = false;
  const keep = (event: Event) => {
    pending.push((event as CustomEvent).detail);
    if (loading) return;
    loading = true;
    void load().then((hydrate) => hydrate());
  };
  // Astro tries the island's code twice, then reports this and gives up (a phone gone offline): the
  // next event tries again, and shows only itself, not the messages that went stale meanwhile.
  island.addEventListener('astro:hydration-error', () => {
    loading = false;
    pending.length = 0;
  });
  window.addEventListener(name, keep);
  window.addEventListener(
    `${name}:ready`,
    () => {
      window.removeEventListener(name, keep);
      for (const detail of pending.splice(0)) window.dispatchEvent(new CustomEvent(name, { detail }));
    },
    { once: true },
  );
};

export default firstEvent;
