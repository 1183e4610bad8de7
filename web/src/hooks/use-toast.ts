import { createContext, use } from 'react';

export type ToastOptions = { title?: string; description?: string; variant?: 'default' | 'destructive' };

/** What shows a toast; `<ToastProvider>` (components/ui/toast) provides it and draws the toast. */
export const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

/** Shows a toast, replacing the one on screen. */
export function useToast() {
  const toast = use(ToastContext);
  if (!toast) throw new Error('useToast needs a <ToastProvider>');
  return toast;
}
