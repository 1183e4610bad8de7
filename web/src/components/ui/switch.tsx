import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';

/**
 * An on/off control (`role="switch"`); label it with a `<label htmlFor>`. Its colour follows `aria-checked`, not
 * Radix's `data-state`: a dialog's trigger wrapping it (`asChild`) puts its own `data-state` ("closed") there.
 */
export function Switch(props: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className="inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 aria-checked:bg-indigo-600"
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}
