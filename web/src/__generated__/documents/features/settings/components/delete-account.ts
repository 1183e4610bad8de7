import type * as Types from '../../../../graphql';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}],"__meta__":{"hash":"3761fde9406f21f72f146cc8c4e43a3c92e15e635b33a8b909db06f42e880472"}} as unknown as DocumentNode<Types.DeleteAccountMutation, Types.DeleteAccountMutationVariables>;

export function useDeleteAccountMutation(options?: useMutation.Options<Types.DeleteAccountMutation, Types.DeleteAccountMutationVariables>) {
  return useMutation(DeleteAccountDocument, options);
}
