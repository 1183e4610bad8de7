import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const ResetTokenValidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResetTokenValid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetTokenValid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}],"__meta__":{"hash":"cba78e2f6db6a6e6611a0fd640782ccc615b9100349da1fdbcb26d28513b65a8"}} as unknown as DocumentNode<Types.ResetTokenValidQuery, Types.ResetTokenValidQueryVariables>;

export function useResetTokenValidQuery(options: useQuery.Options<Types.ResetTokenValidQuery, Types.ResetTokenValidQueryVariables>) {
  return useQuery(ResetTokenValidDocument, options);
}

export function useResetTokenValidLazyQuery(options?: useLazyQuery.Options<Types.ResetTokenValidQuery, Types.ResetTokenValidQueryVariables>) {
  return useLazyQuery(ResetTokenValidDocument, options);
}

export function useResetTokenValidSuspenseQuery(options: useSuspenseQuery.Options<Types.ResetTokenValidQueryVariables>) {
  return useSuspenseQuery(ResetTokenValidDocument, options);
}
