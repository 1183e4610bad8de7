import type * as Types from '../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppHeader_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}],"__meta__":{"hash":"e7f49fb38c41787618d7be611bf895a662729e33558e9bed77b3713be45b79e1"}} as unknown as DocumentNode<Types.ViewerQuery, Types.ViewerQueryVariables>;

export function useViewerQuery(options?: useQuery.Options<Types.ViewerQuery, Types.ViewerQueryVariables>) {
  return useQuery(ViewerDocument, options);
}

export function useViewerLazyQuery(options?: useLazyQuery.Options<Types.ViewerQuery, Types.ViewerQueryVariables>) {
  return useLazyQuery(ViewerDocument, options);
}

export function useViewerSuspenseQuery(options?: useSuspenseQuery.Options<Types.ViewerQueryVariables>) {
  return useSuspenseQuery(ViewerDocument, options);
}
