import type * as Types from '../../../../graphql';
import { useLazyQuery, useMutation, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';
export const StudyOptions_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyOptions_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"distinguishEnye"}},{"kind":"Field","name":{"kind":"Name","value":"leechThreshold"}}]}}]}}]} as unknown as DocumentNode<Types.StudyOptions_ViewerFragment, unknown>;
export const StudyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyOptions_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyOptions_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"distinguishEnye"}},{"kind":"Field","name":{"kind":"Name","value":"leechThreshold"}}]}}]}}]} as unknown as DocumentNode<Types.StudyOptionsQuery, Types.StudyOptionsQueryVariables>;
export const UpdateStudyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudyOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyOptions_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyOptions_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"distinguishEnye"}},{"kind":"Field","name":{"kind":"Name","value":"leechThreshold"}}]}}]}}]} as unknown as DocumentNode<Types.UpdateStudyOptionsMutation, Types.UpdateStudyOptionsMutationVariables>;

export function useStudyOptionsQuery(options?: useQuery.Options<Types.StudyOptionsQuery, Types.StudyOptionsQueryVariables>) {
  return useQuery(StudyOptionsDocument, options);
}

export function useStudyOptionsLazyQuery(options?: useLazyQuery.Options<Types.StudyOptionsQuery, Types.StudyOptionsQueryVariables>) {
  return useLazyQuery(StudyOptionsDocument, options);
}

export function useStudyOptionsSuspenseQuery(options?: useSuspenseQuery.Options<Types.StudyOptionsQueryVariables>) {
  return useSuspenseQuery(StudyOptionsDocument, options);
}

export function useUpdateStudyOptionsMutation(options?: useMutation.Options<Types.UpdateStudyOptionsMutation, Types.UpdateStudyOptionsMutationVariables>) {
  return useMutation(UpdateStudyOptionsDocument, options);
}
