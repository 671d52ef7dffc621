import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { TOAST_EVENT, type ToastRequest } from './toast.ts';

function show({ title, description, variant }: ToastRequest) {
  // One toast at a time: any toast on screen makes way for the new one.
  toast.dismiss();
  if (variant === 'success') toast.success(title, { description });
  else if (variant === 'error') toast.error(title, { description });
  else toast(title, { description });
}

/**
 * The page's single toast outlet: one toast visible at a time, 4 seconds,
 * bottom-right, following the system light/dark theme. An island in BaseLayout with
 * `client:event={TOAST_EVENT}`: it hydrates on the first showToast() of the page, then says it is
 * ready, and the directive hands it the toasts raised while it was loading.
 */
function PageToaster() {
  useEffect(() => {
    // Children's effects run first: by now sonner's Toaster has subscribed to new toasts.
    const onToast = (event: Event) => show((event as CustomEvent<ToastRequest>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    window.dispatchEvent(new Event(`${TOAST_EVENT}:ready`));
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  // On phones toasts sit above the contact bar along the bottom edge (ContactButtons.astro).
  return (
    <Toaster
      visibleToasts={1}
      duration={4000}
      position="bottom-right"
      theme="system"
      closeButton
      mobileOffset={{ bottom: '4.5rem' }}
    />
  );
}

export default withErrorBoundary(PageToaster, 'Toaster');
