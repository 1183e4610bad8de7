import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, X } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { ToastContext, type ToastOptions } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

type ShownToast = ToastOptions & { id: number; open: boolean };

/** SPEC §8: a toast is an error when it is destructive or its title says "error"; it then shows only the message. */
export function isErrorToast({ title, variant }: ToastOptions): boolean {
  return variant === 'destructive' || /error/i.test(title ?? '');
}

function ToastItem({ toast, onOpenChange }: { toast: ShownToast; onOpenChange: (open: boolean) => void }) {
  const isError = isErrorToast(toast);
  return (
    <ToastPrimitive.Root
      open={toast.open}
      onOpenChange={onOpenChange}
      className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${
        isError ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
    >
      {isError ? (
        <>
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          {/* Not shown, but still read out before the message. */}
          {toast.title && toast.description && (
            <ToastPrimitive.Title className="sr-only">{toast.title}</ToastPrimitive.Title>
          )}
          <ToastPrimitive.Description className="text-sm font-medium wrap-anywhere">
            {toast.description ?? toast.title}
          </ToastPrimitive.Description>
        </>
      ) : (
        <div className="grid gap-1">
          {toast.title && <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>}
          {toast.description && (
            <ToastPrimitive.Description className="text-sm wrap-anywhere text-slate-600">
              {toast.description}
            </ToastPrimitive.Description>
          )}
        </div>
      )}
      <ToastPrimitive.Close
        aria-label={es.common.close}
        className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * One toast at a time (a new one replaces the one on screen), at the bottom, with SPEC §9's constants:
 * 5 s on screen, swipe right past 50 px to dismiss, F8 to focus the notifications.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const show = useCallback(
    (options: ToastOptions) => setCurrent((previous) => ({ ...options, id: (previous?.id ?? 0) + 1, open: true })),
    [],
  );
  const setOpen = useCallback(
    (id: number, open: boolean) => setCurrent((shown) => (shown?.id === id ? { ...shown, open } : shown)),
    [],
  );

  return (
    <ToastPrimitive.Provider label={es.toast.label} duration={5000} swipeDirection="right" swipeThreshold={50}>
      <ToastContext value={show}>{children}</ToastContext>
      {current && <ToastItem key={current.id} toast={current} onOpenChange={(open) => setOpen(current.id, open)} />}
      <ToastPrimitive.Viewport
        label={es.toast.viewportLabel}
        className="pointer-events-none fixed right-0 bottom-0 z-100 flex w-full max-w-sm flex-col gap-2 p-4 outline-none max-md:pb-20"
      />
    </ToastPrimitive.Provider>
  );
}
