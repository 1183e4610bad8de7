import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const ImportFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Types.ImportFoldersQuery, Types.ImportFoldersQueryVariables>;
export const ImportNoteTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportNoteTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}}]}}]}}]} as unknown as DocumentNode<Types.ImportNoteTypesQuery, Types.ImportNoteTypesQueryVariables>;

export function useImportFoldersQuery(options?: useQuery.Options<Types.ImportFoldersQuery, Types.ImportFoldersQueryVariables>) {
  return useQuery(ImportFoldersDocument, options);
}

export function useImportFoldersLazyQuery(options?: useLazyQuery.Options<Types.ImportFoldersQuery, Types.ImportFoldersQueryVariables>) {
  return useLazyQuery(ImportFoldersDocument, options);
}

export function useImportFoldersSuspenseQuery(options?: useSuspenseQuery.Options<Types.ImportFoldersQueryVariables>) {
  return useSuspenseQuery(ImportFoldersDocument, options);
}

export function useImportNoteTypesQuery(options?: useQuery.Options<Types.ImportNoteTypesQuery, Types.ImportNoteTypesQueryVariables>) {
  return useQuery(ImportNoteTypesDocument, options);
}

export function useImportNoteTypesLazyQuery(options?: useLazyQuery.Options<Types.ImportNoteTypesQuery, Types.ImportNoteTypesQueryVariables>) {
  return useLazyQuery(ImportNoteTypesDocument, options);
}

export function useImportNoteTypesSuspenseQuery(options?: useSuspenseQuery.Options<Types.ImportNoteTypesQueryVariables>) {
  return useSuspenseQuery(ImportNoteTypesDocument, options);
}
