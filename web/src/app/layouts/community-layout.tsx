import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CommunityFrame } from '@/features/community/components/community-frame';

/** The community's public screens, signed in or not, in their own frame. */
export function CommunityLayout() {
  return (
    <CommunityFrame>
      <Suspense>
        <Outlet />
      </Suspense>
    </CommunityFrame>
  );
}
