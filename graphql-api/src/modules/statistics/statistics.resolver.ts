import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Resolver, Root } from 'type-graphql';
import { orNullWhenNotFound } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { GraphQLContext } from '../../transport/context';
import { QUERY_COST } from '../../transport/cost';
import type { Viewer } from '../accounts/account.service';
import { UserType } from '../accounts/user.type';
import type { Folder } from '../folders/folder.entity';
import { folderMessages } from '../folders/folder.schema';
import { FolderType } from '../folders/folder.type';
import { statistics } from './statistics.service';
import { StatisticsRangeValue, StatisticsType, WorkloadPreviewType } from './statistics.type';
import { workloadPreview } from './workload-preview.service';

/** Four statements of its own (days, weeks, forecast, cards): priced so a list of folders cannot fan it out far. */
const statisticsCost = ({ childComplexity }: { childComplexity: number }) => 4 * QUERY_COST + childComplexity;

@Authorized()
@Resolver(() => UserType)
export class UserStatisticsResolver {
  @FieldResolver(() => StatisticsType, {
    nullable: true,
    description: 'Statistics of all your folders, or of one (`folderId`; null when it is not one of yours).',
    complexity: statisticsCost,
  })
  statistics(
    @Root() user: Viewer,
    @Arg('folderId', () => ID, { nullable: true }) folderId: string | null,
    @Arg('range', () => StatisticsRangeValue, { nullable: true }) range: StatisticsRangeValue | null,
    @Ctx() { em, services }: GraphQLContext,
  ) {
    return orNullWhenNotFound(() =>
      statistics(
        em,
        { userId: user.id, via: 'session' },
        { folderId: folderId == null ? null : parseId(folderId, folderMessages.notFound), range },
        services.clock.now(),
        user,
      ),
    );
  }

  @FieldResolver(() => WorkloadPreviewType, {
    description:
      'Your next 30 days of reviews before and after these load-balancing and días-libres settings (nothing is saved).',
    complexity: ({ childComplexity }) => 2 * QUERY_COST + childComplexity,
  })
  workloadPreview(
    @Root() user: Viewer,
    @Arg('loadBalancing', () => Boolean) loadBalancing: boolean,
    @Arg('easyDays', () => [Int]) easyDays: number[],
    @Ctx() { em, services }: GraphQLContext,
  ) {
    return workloadPreview(em, { userId: user.id, via: 'session' }, { loadBalancing, easyDays }, services.clock.now());
  }
}

@Authorized()
@Resolver(() => FolderType)
export class FolderStatisticsResolver {
  @FieldResolver(() => StatisticsType, { description: 'Statistics of this folder.', complexity: statisticsCost })
  statistics(
    @Root() folder: Folder,
    @Arg('range', () => StatisticsRangeValue, { nullable: true }) range: StatisticsRangeValue | null,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    return statistics(em, actor, { folderId: folder.id, range }, services.clock.now());
  }
}
