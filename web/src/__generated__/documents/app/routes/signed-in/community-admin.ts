import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const CommunityReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]}}]}}],"__meta__":{"hash":"fea93d5148eb0bd4d055d7a2fd42a068002e07cf45aa6c764ea98f1df84d68cc"}} as unknown as DocumentNode<Types.CommunityReportsQuery, Types.CommunityReportsQueryVariables>;

export function useCommunityReportsQuery(options?: useQuery.Options<Types.CommunityReportsQuery, Types.CommunityReportsQueryVariables>) {
  return useQuery(CommunityReportsDocument, options);
}

export function useCommunityReportsLazyQuery(options?: useLazyQuery.Options<Types.CommunityReportsQuery, Types.CommunityReportsQueryVariables>) {
  return useLazyQuery(CommunityReportsDocument, options);
}

export function useCommunityReportsSuspenseQuery(options?: useSuspenseQuery.Options<Types.CommunityReportsQueryVariables>) {
  return useSuspenseQuery(CommunityReportsDocument, options);
}
