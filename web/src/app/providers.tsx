import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useContext, useState } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { OfflineProvider } from '@/features/offline/offline-provider';
import { createApolloClient } from '@/lib/apollo';
import { PageClient, seedFirstData } from './first-data';

export function AppProviders({ children }: { children: ReactNode }) {
  const rendered = useContext(PageClient);
  const [client] = useState(() => rendered ?? seedFirstData(createApolloClient()));
  return (
    <ApolloProvider client={client}>
      <OfflineProvider>
        <TooltipProvider>
          <ToastProvider>{children}</ToastProvider>
        </TooltipProvider>
      </OfflineProvider>
    </ApolloProvider>
  );
}
