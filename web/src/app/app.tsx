import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** Everything that talks to the API: loaded by the router only when a screen needs it. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
