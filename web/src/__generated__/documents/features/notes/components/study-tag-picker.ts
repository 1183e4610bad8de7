import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const StudyTagPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyTagPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}],"__meta__":{"hash":"24258eeef2b281a0f6105e1061866ea55f8bb4f3691b1a363db9870ed0703204"}} as unknown as DocumentNode<Types.StudyTagPickerQuery, Types.StudyTagPickerQueryVariables>;

export function useStudyTagPickerQuery(options?: useQuery.Options<Types.StudyTagPickerQuery, Types.StudyTagPickerQueryVariables>) {
  return useQuery(StudyTagPickerDocument, options);
}

export function useStudyTagPickerLazyQuery(options?: useLazyQuery.Options<Types.StudyTagPickerQuery, Types.StudyTagPickerQueryVariables>) {
  return useLazyQuery(StudyTagPickerDocument, options);
}

export function useStudyTagPickerSuspenseQuery(options?: useSuspenseQuery.Options<Types.StudyTagPickerQueryVariables>) {
  return useSuspenseQuery(StudyTagPickerDocument, options);
}
