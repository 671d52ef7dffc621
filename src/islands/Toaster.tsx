import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { withErrorBoundary } from './ErrorBoundary.tsx';

/**
 * The page's single toast outlet. SPEC section 4: one toast visible at a time, 4 seconds,
 * bottom-right, following the system light/dark theme. Not an island: toast.ts imports this
 * module on the first toast of the page and calls mountToaster() once.
 */
function PageToaster({ onMounted }: { onMounted: () => void }) {
  // Children's effects run first: by now sonner's Toaster has subscribed to new toasts.
  useEffect(() => onMounted(), [onMounted]);
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

const SafePageToaster = withErrorBoundary(PageToaster, 'Toaster');

/** Renders the Toaster into its own container at the end of <body>; resolves once it listens for toasts. */
export function mountToaster(): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  return new Promise((resolve) => createRoot(container).render(<SafePageToaster onMounted={resolve} />));
}
