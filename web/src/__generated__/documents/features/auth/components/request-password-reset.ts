import type * as Types from '../../../../graphql';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}],"__meta__":{"hash":"2589b196b7324a86c73fcef37b64f294c5280d94c6c08e0f2b76be40de3fa57c"}} as unknown as DocumentNode<Types.RequestPasswordResetMutation, Types.RequestPasswordResetMutationVariables>;

export function useRequestPasswordResetMutation(options?: useMutation.Options<Types.RequestPasswordResetMutation, Types.RequestPasswordResetMutationVariables>) {
  return useMutation(RequestPasswordResetDocument, options);
}
