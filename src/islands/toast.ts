/**
 * Toasts for the whole site: `showToast(title, { description, variant })`, callable from the
 * islands and from plain page scripts alike.
 *
 * Nothing toast-related is on the page until the first toast is raised: then Toaster.tsx is
 * imported, mounts sonner's <Toaster> (in its own root) once, and only after it has
 * subscribed is the toast published, so it always has somewhere to appear. Both paths import the
 * same 'sonner' module, whose toast state is module-level: one Toaster, one runtime.
 * One toast at a time (SPEC section 4): any toast on screen is dismissed first.
 */
type Sonner = typeof import('sonner');
export type ToastVariant = 'default' | 'success' | 'error';

let toaster: Promise<Sonner> | undefined;

/** Loads sonner and mounts the page's one Toaster on the first call; later calls reuse it. */
function toasterReady(): Promise<Sonner> {
  return (toaster ??= Promise.all([
    import('sonner'),
    import('./Toaster.tsx').then(({ mountToaster }) => mountToaster()),
  ]).then(([sonner]) => sonner));
}

async function publish(title: string, description: string | undefined, variant: ToastVariant) {
  const { toast } = await toasterReady();
  toast.dismiss();
  if (variant === 'success') toast.success(title, { description });
  else if (variant === 'error') toast.error(title, { description });
  else toast(title, { description });
}

export function showToast(title: string, options: { description?: string; variant?: ToastVariant } = {}): void {
  publish(title, options.description, options.variant ?? 'default').catch((error: unknown) => {
    console.error('Toast could not be shown.', error);
  });
}
