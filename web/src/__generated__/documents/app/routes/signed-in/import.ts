import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const ImportFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}],"__meta__":{"hash":"8a2b0b0e956e4dc564101554fcc762c9db4d2026c4ac476d3676eb97c0770762"}} as unknown as DocumentNode<Types.ImportFoldersQuery, Types.ImportFoldersQueryVariables>;
export const ImportNoteTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportNoteTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}}]}}]}}],"__meta__":{"hash":"e3fb7be9e5a8d22b6e56125e66a09ee77d5d858800c58b31adf0967bcedab3fb"}} as unknown as DocumentNode<Types.ImportNoteTypesQuery, Types.ImportNoteTypesQueryVariables>;

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
