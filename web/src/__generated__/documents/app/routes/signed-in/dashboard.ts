import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}],"__meta__":{"hash":"5163532ade27340913b5fff8385879e4e43bc0c754c75b077806e2289321b2d6"}} as unknown as DocumentNode<Types.DashboardQuery, Types.DashboardQueryVariables>;

export function useDashboardQuery(options?: useQuery.Options<Types.DashboardQuery, Types.DashboardQueryVariables>) {
  return useQuery(DashboardDocument, options);
}

export function useDashboardLazyQuery(options?: useLazyQuery.Options<Types.DashboardQuery, Types.DashboardQueryVariables>) {
  return useLazyQuery(DashboardDocument, options);
}

export function useDashboardSuspenseQuery(options?: useSuspenseQuery.Options<Types.DashboardQueryVariables>) {
  return useSuspenseQuery(DashboardDocument, options);
}
