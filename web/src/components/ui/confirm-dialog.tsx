import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { cloneElement, type MouseEvent, type ReactElement, type Ref, useRef, useState } from 'react';
import { es } from '@/lib/i18n/es';
import { Button } from './button';

type Question = { title: string; description: string; confirmLabel: string; onConfirm: () => void };

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

/**
 * Asks before a destructive action; `trigger` opens it and focus returns there when it closes. Without a trigger it is
 * opened by `open` (a question the API asked after a first attempt, such as how many cards a change would delete).
 * With a trigger, the dialog is in the tree only while it asks: a folder's page has one such button on every card, and
 * a dialog's providers on each made its render and every later one slower.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  ...question
}: Question & {
  trigger?: ReactElement<TriggerProps>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [asking, setAsking] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  if (!trigger) return <Dialog open={open} onOpenChange={onOpenChange} {...question} />;
  const ask = (event: MouseEvent<HTMLElement>) => {
    trigger.props.onClick?.(event);
    if (!event.defaultPrevented) setAsking(true);
  };
  return (
    <>
      {cloneElement(trigger, { ref: triggerRef, onClick: ask, 'aria-haspopup': 'dialog', 'aria-expanded': asking })}
      {asking && <Dialog open onOpenChange={setAsking} onClosed={() => triggerRef.current?.focus()} {...question} />}
    </>
  );
}

function Dialog({
  open,
  onOpenChange,
  onClosed,
  title,
  description,
  confirmLabel,
  onConfirm,
}: Question & { open?: boolean; onOpenChange?: (open: boolean) => void; onClosed?: () => void }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={
            onClosed &&
            ((event) => {
              event.preventDefault();
              onClosed();
            })
          }
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-slate-900 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{es.common.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
