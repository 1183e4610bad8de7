import type { ReactNode } from 'react';
import type { AppHeader_ViewerFragment } from '@/__generated__/graphql';
import { OfflineBanner } from '@/components/offline/offline-banner';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { MainContent, SkipLink } from './main-content';

/** Every signed-in screen: the header on top, the tab bar at the bottom of narrow screens. */
export function SignedInFrame({ viewer, children }: { viewer: AppHeader_ViewerFragment | null; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <AppHeader viewer={viewer} />
      <OfflineBanner />
      <MainContent className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-24 sm:px-6 md:pb-10">{children}</MainContent>
      <BottomNav />
    </div>
  );
}
