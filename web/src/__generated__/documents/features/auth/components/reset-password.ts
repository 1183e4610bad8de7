import type * as Types from '../../../../graphql';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}],"__meta__":{"hash":"3b4f942f0a3323b83ec5e90a0ae77610a04fa93ff81700865fb5cea4129d0810"}} as unknown as DocumentNode<Types.ResetPasswordMutation, Types.ResetPasswordMutationVariables>;

export function useResetPasswordMutation(options?: useMutation.Options<Types.ResetPasswordMutation, Types.ResetPasswordMutationVariables>) {
  return useMutation(ResetPasswordDocument, options);
}
