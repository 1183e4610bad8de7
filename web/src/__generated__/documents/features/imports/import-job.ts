import type * as Types from '../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const ImportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foldersCreated"}},{"kind":"Field","name":{"kind":"Name","value":"cardsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"cardsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"cardsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedCards"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsImported"}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"mediaImported"}},{"kind":"Field","name":{"kind":"Name","value":"mediaSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"notesSkipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mediaProblems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folderIds"}}]}}]}}]}}],"__meta__":{"hash":"311aa7b987b12106fb2bedf16c8f23a3eacd638149153063680ab18ae6f90566"}} as unknown as DocumentNode<Types.ImportJobQuery, Types.ImportJobQueryVariables>;

export function useImportJobQuery(options: useQuery.Options<Types.ImportJobQuery, Types.ImportJobQueryVariables>) {
  return useQuery(ImportJobDocument, options);
}

export function useImportJobLazyQuery(options?: useLazyQuery.Options<Types.ImportJobQuery, Types.ImportJobQueryVariables>) {
  return useLazyQuery(ImportJobDocument, options);
}

export function useImportJobSuspenseQuery(options: useSuspenseQuery.Options<Types.ImportJobQueryVariables>) {
  return useSuspenseQuery(ImportJobDocument, options);
}
