/**
 * Toasts for every island: `showToast(title, { description, variant })`.
 *
 * Sonner (about 8 KB) is loaded only when the first toast of the page is raised: the
 * <Toaster> island (mounted once in BaseLayout) waits for that moment, renders sonner's
 * Toaster, and only then is the toast published, so it always has somewhere to appear.
 * One toast at a time (SPEC section 4): any toast on screen is dismissed first.
 */
type Sonner = typeof import('sonner');
export type ToastVariant = 'default' | 'success' | 'error';

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
let renderToaster: ((module: Sonner) => void) | undefined;
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (toasterMounted = resolve));

/** Called by the Toaster island: `render` shows sonner's Toaster once a toast is wanted. */
export function onToasterNeeded(render: (module: Sonner) => void): void {
  renderToaster = render;
  if (loaded) render(loaded);
}

/** Called by the Toaster island once sonner's Toaster has mounted and subscribed. */
export function markToasterMounted(): void {
  toasterMounted();
}

function loadSonner(): Promise<Sonner> {
  return (sonner ??= import('sonner').then((module) => {
    loaded = module;
    renderToaster?.(module);
    return module;
  }));
}

async function publish(title: string, description: string | undefined, variant: ToastVariant) {
  const { toast } = await loadSonner();
  await mounted;
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
