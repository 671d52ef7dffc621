import type { ClientDirective } from 'astro';

/**
 * `client:event="<event name>"`: hydrates the island the first time that event is dispatched
 * on window. Events of that name fired before the island is listening are kept and dispatched
 * again once it announces `<event name>:ready` on window, so the event that woke it is not lost.
 * The page's toaster uses it: no toast code is fetched until the first toast.
 */
const firstEvent: ClientDirective = (load, options) => {
  const name = String(options.value);
  const pending: unknown[] = [];
  const keep = (event: Event) => {
    pending.push((event as CustomEvent).detail);
    if (pending.length === 1) void load().then((hydrate) => hydrate());
  };
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
