import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { markToasterMounted, onToasterNeeded } from './toast.ts';

/**
 * The page's single toast outlet (mounted once in BaseLayout). SPEC section 4: one toast
 * visible at a time, 4 seconds, bottom-right, following the system light/dark theme.
 * It renders nothing (and loads no sonner code) until an island raises the first toast.
 */
function Toaster() {
  const [SonnerToaster, setSonnerToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => onToasterNeeded((sonner) => setSonnerToaster(() => sonner.Toaster)), []);
  // Children's effects run first: by now sonner's Toaster has subscribed to new toasts.
  useEffect(() => {
    if (SonnerToaster) markToasterMounted();
  }, [SonnerToaster]);

  return SonnerToaster ? (
    <SonnerToaster visibleToasts={1} duration={4000} position="bottom-right" theme="system" closeButton />
  ) : null;
}

export default withErrorBoundary(Toaster, 'Toaster');
