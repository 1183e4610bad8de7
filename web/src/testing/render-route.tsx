import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useViewerQuery } from '@/__generated__/graphql';
import { CurrentPath, type RenderOptions, renderWithProviders } from './test-utils';

/** Stands in for `/`: who the cache says is signed in, without asking the API. */
function CachedViewer() {
  const { data } = useViewerQuery({ fetchPolicy: 'cache-only' });
  return <p>Inicio de {data?.viewer?.email ?? 'nadie'}</p>;
}

/** Renders a screen at `path`, with `/` showing the cached viewer and the current path always shown. */
export function renderRoute(element: ReactElement, { path, ...options }: RenderOptions & { path: string }) {
  const pattern = path.split('?')[0];
  renderWithProviders(
    <>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/" element={<CachedViewer />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    { path, ...options },
  );
}
