import { Toaster as SonnerToaster } from 'sonner';
import { withErrorBoundary } from './ErrorBoundary.tsx';

/**
 * The page's single toast outlet (mounted once in BaseLayout). SPEC section 4: one toast
 * visible at a time, 4 seconds, bottom-right, following the system light/dark theme.
 */
function Toaster() {
  return <SonnerToaster visibleToasts={1} duration={4000} position="bottom-right" theme="system" closeButton />;
}

export default withErrorBoundary(Toaster, 'Toaster');
