import { toast } from 'sonner';

export type ToastVariant = 'default' | 'success' | 'error';

/**
 * Shows one toast and dismisses any other first: the SPEC allows only one visible at a time.
 * Every island imports sonner from the same bundled module, so this reaches the one <Toaster>.
 */
export function showToast(title: string, options: { description?: string; variant?: ToastVariant } = {}) {
  const { description, variant = 'default' } = options;
  toast.dismiss();
  if (variant === 'success') return toast.success(title, { description });
  if (variant === 'error') return toast.error(title, { description });
  return toast(title, { description });
}
