import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const NoteTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoteTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noteTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoteTypeEditor_noteType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TagsSection_tag"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoteTypeEditor_noteType"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"templates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"noteCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TagsSection_tag"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}],"__meta__":{"hash":"cd0b00a6985d285c2fc004f043df204f0e4aaea3b77217bc5a9eefd7006f6840"}} as unknown as DocumentNode<Types.NoteTypesQuery, Types.NoteTypesQueryVariables>;

export function useNoteTypesQuery(options?: useQuery.Options<Types.NoteTypesQuery, Types.NoteTypesQueryVariables>) {
  return useQuery(NoteTypesDocument, options);
}

export function useNoteTypesLazyQuery(options?: useLazyQuery.Options<Types.NoteTypesQuery, Types.NoteTypesQueryVariables>) {
  return useLazyQuery(NoteTypesDocument, options);
}

export function useNoteTypesSuspenseQuery(options?: useSuspenseQuery.Options<Types.NoteTypesQueryVariables>) {
  return useSuspenseQuery(NoteTypesDocument, options);
}
