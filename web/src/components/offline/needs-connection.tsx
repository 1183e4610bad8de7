import { cloneElement, type ReactElement } from 'react';
import { Tooltip } from '@/components/ui/tooltip';
import { es } from '@/lib/i18n/es';
import { useOnline } from '@/lib/offline/use-online';

/**
 * A control whose action needs the server (create a folder, import, the store): offline it is disabled, and a
 * tooltip on a focusable wrapper says why (a disabled button gets neither hover nor focus of its own).
 */
export function NeedsConnection({ children }: { children: ReactElement<{ disabled?: boolean }> }) {
  const online = useOnline();
  if (online) return children;
  return (
    <Tooltip content={es.offline.needsConnection}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the only way to reach the reason with a keyboard */}
      <span tabIndex={0} className="inline-flex rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-600">
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
