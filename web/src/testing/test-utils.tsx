import type { ApolloCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ViewerDocument, type ViewerQuery } from '@/__generated__/graphql';
import { ToastProvider } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';

export const ana = { __typename: 'User' as const, id: '1', email: 'ana@example.com' };

export function viewerMock(viewer: ViewerQuery['viewer']): MockLink.MockedResponse<ViewerQuery> {
  return { request: { query: ViewerDocument }, result: { data: { viewer } } };
}

export type RenderOptions = { path?: string; mocks?: MockLink.MockedResponse[]; cache?: ApolloCache };

/** Renders `ui` at `path` with mocked GraphQL answers, inside the app's providers. */
export function renderWithProviders(ui: ReactElement, { path = '/', mocks = [], cache }: RenderOptions = {}) {
  return render(
    <MockedProvider mocks={mocks} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
      <TooltipProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ToastProvider>
      </TooltipProvider>
    </MockedProvider>,
  );
}

/** Shows the current path, for tests that follow a redirect. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output aria-label="Ruta actual">{pathname + search}</output>;
}

export function currentPath() {
  return screen.getByRole('status', { name: 'Ruta actual' }).textContent;
}

/**
 * The notifications area (Radix also copies each toast into a live region, so query inside this one).
 * Found even while a modal dialog hides the rest of the page from assistive technology.
 */
export function toasts() {
  return within(screen.getByRole('region', { name: /Notificaciones/, hidden: true }));
}
