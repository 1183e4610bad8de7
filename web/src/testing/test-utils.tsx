import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ViewerDocument, type ViewerQuery } from '@/__generated__/graphql';

export function viewerMock(viewer: ViewerQuery['viewer']): MockLink.MockedResponse<ViewerQuery> {
  return { request: { query: ViewerDocument }, result: { data: { viewer } } };
}

/** Renders `ui` at `path` with mocked GraphQL answers, as the app's providers would. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', mocks = [] }: { path?: string; mocks?: MockLink.MockedResponse[] } = {},
) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </MockedProvider>,
  );
}
