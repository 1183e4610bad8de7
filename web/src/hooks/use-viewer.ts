import { useEffect } from 'react';
import { useViewerQuery } from '@/__generated__/graphql';
import { clearSessionHint } from '@/lib/session-hint';

/**
 * Who is signed in (SPEC §4): the viewer once the API answers, null when nobody is (or the request failed;
 * Apollo does not retry it). When the API says nobody is, a stale session hint is cleared, so that the next
 * visit to `/` skips the API.
 */
export function useViewer() {
  const { data, loading } = useViewerQuery();
  const apiSaysSignedOut = data?.viewer === null;
  useEffect(() => {
    if (apiSaysSignedOut) clearSessionHint();
  }, [apiSaysSignedOut]);
  return { viewer: data?.viewer ?? null, loading };
}
