import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const CommunityFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"copiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}}]}}]}}]}}],"__meta__":{"hash":"c2c8a00ebfd2d70ddf63c65b88b8f6fc3b98dc8a415577440ca82339e5ef03cf"}} as unknown as DocumentNode<Types.CommunityFolderQuery, Types.CommunityFolderQueryVariables>;

export function useCommunityFolderQuery(options: useQuery.Options<Types.CommunityFolderQuery, Types.CommunityFolderQueryVariables>) {
  return useQuery(CommunityFolderDocument, options);
}

export function useCommunityFolderLazyQuery(options?: useLazyQuery.Options<Types.CommunityFolderQuery, Types.CommunityFolderQueryVariables>) {
  return useLazyQuery(CommunityFolderDocument, options);
}

export function useCommunityFolderSuspenseQuery(options: useSuspenseQuery.Options<Types.CommunityFolderQueryVariables>) {
  return useSuspenseQuery(CommunityFolderDocument, options);
}
