import { useScreenPreloading } from './preload';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

function ScreenPreloader() {
  useScreenPreloading();
  return null;
}

/** Everything that talks to the API: loaded by the router only when a screen needs it. */
export function App() {
  return (
    <AppProviders>
      <ScreenPreloader />
      <AppRoutes />
    </AppProviders>
  );
}
