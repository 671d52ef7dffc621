import type { ClientDirective } from 'astro';

/**
 * `client:event="<event name>"`: hydrates the island the first time that event is dispatched
 * on window. Events of that name fired before the island is listening are kept and dispatched
 * again once it announces `<event name>:ready` on window, so the event that woke it is not lost.
 * If the island's code fails to load, the latest event that came meanwhile, or else the next one, tries again.
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
  // Astro tries the island's code twice, then reports this and gives up (a phone gone offline). The
  // latest event that came while those tries were under way tries once more, alone; the one that
  // started them went stale. With none, the next event tries again.
  island.addEventListener('astro:hydration-error', () => {
    loading = false;
    const latest = pending.length > 1 ? pending.at(-1) : undefined;
    pending.length = 0;
    if (latest !== undefined) window.dispatchEvent(new CustomEvent(name, { detail: latest }));
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
