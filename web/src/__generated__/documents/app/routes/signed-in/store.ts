import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const StoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreTemplateCard_template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreTemplateCard_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}}]}}]}}],"__meta__":{"hash":"d1132cbb14573111c6434d0103d908e5d8d02761a3d67c41ea841f3f9dbe98db"}} as unknown as DocumentNode<Types.StoreQuery, Types.StoreQueryVariables>;

export function useStoreQuery(options?: useQuery.Options<Types.StoreQuery, Types.StoreQueryVariables>) {
  return useQuery(StoreDocument, options);
}

export function useStoreLazyQuery(options?: useLazyQuery.Options<Types.StoreQuery, Types.StoreQueryVariables>) {
  return useLazyQuery(StoreDocument, options);
}

export function useStoreSuspenseQuery(options?: useSuspenseQuery.Options<Types.StoreQueryVariables>) {
  return useSuspenseQuery(StoreDocument, options);
}
