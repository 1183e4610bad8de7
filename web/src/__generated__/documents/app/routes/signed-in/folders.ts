import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const FoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCard_folder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCard_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}}],"__meta__":{"hash":"57f6d6489f52605ffd53fde9cd65f6bae297b079e3fafc1cc82d91fd96287f16"}} as unknown as DocumentNode<Types.FoldersQuery, Types.FoldersQueryVariables>;

export function useFoldersQuery(options?: useQuery.Options<Types.FoldersQuery, Types.FoldersQueryVariables>) {
  return useQuery(FoldersDocument, options);
}

export function useFoldersLazyQuery(options?: useLazyQuery.Options<Types.FoldersQuery, Types.FoldersQueryVariables>) {
  return useLazyQuery(FoldersDocument, options);
}

export function useFoldersSuspenseQuery(options?: useSuspenseQuery.Options<Types.FoldersQueryVariables>) {
  return useSuspenseQuery(FoldersDocument, options);
}
