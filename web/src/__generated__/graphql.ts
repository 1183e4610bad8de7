/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';
export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'User', id: string, email: string } | null };


export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;

export function useViewerQuery(options?: useQuery.Options<ViewerQuery, ViewerQueryVariables>) {
  return useQuery(ViewerDocument, options);
}

export function useViewerLazyQuery(options?: useLazyQuery.Options<ViewerQuery, ViewerQueryVariables>) {
  return useLazyQuery(ViewerDocument, options);
}

export function useViewerSuspenseQuery(options?: useSuspenseQuery.Options<ViewerQueryVariables>) {
  return useSuspenseQuery(ViewerDocument, options);
}
