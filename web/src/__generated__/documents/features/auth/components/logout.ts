import type * as Types from '../../../../graphql';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}],"__meta__":{"hash":"d33294c28ffdaff741dcadc2dba75b4013cdc29cd5f9e8f61d3ac85d57868a04"}} as unknown as DocumentNode<Types.LogoutMutation, Types.LogoutMutationVariables>;

export function useLogoutMutation(options?: useMutation.Options<Types.LogoutMutation, Types.LogoutMutationVariables>) {
  return useMutation(LogoutDocument, options);
}
