import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getVariableValues,
  type OperationDefinitionNode,
  TypeInfo,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/**
 * What one query may cost, each field priced as transport/cost.ts says (a list by its largest possible length, a card
 * side as ten small fields). So the cost bounds both the resolver calls and the size of the answer. The web app's
 * heaviest screen (the folder list with 1 000 folders) costs about 15 000.
 */
export const MAX_QUERY_COST = 20_000;

const estimators = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];

/** The cost of one operation of `document` with these variables (throws on invalid variables). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators });
}

export const costMessages = {
  tooCostly: (cost: number, max: number) =>
    `Consulta demasiado costosa: coste ${cost}, máximo ${max}. Pide menos elementos con first o limit, anida menos listas o divide la consulta.`,
} as const;

/** The names of the variables inside an argument's value (a variable, or one nested in a list or an input object). */
function variablesIn(value: ValueNode, names: Set<string>) {
  visit(value, {
    Variable(node) {
      names.add(node.name.value);
    },
  });
}

/**
 * The variables a document's cost can depend on: those given to an argument of a field priced by a function of its
 * arguments (`listCost` reads `first` or `limit`), and those of a directive (`@include(if: $x)` prices a selection
 * or not). A rating's fresh `clientId` and `reviewedAt` are neither, so every rating is priced by one computation.
 */
export function costVariables(schema: GraphQLSchema, document: DocumentNode): Set<string> {
  const names = new Set<string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        // A field the schema does not know cannot be priced here: every variable then counts.
        const priced = field ? typeof field.extensions?.complexity === 'function' : true;
        if (priced) for (const argument of node.arguments ?? []) variablesIn(argument.value, names);
      },
      Directive(node) {
        for (const argument of node.arguments ?? []) variablesIn(argument.value, names);
      },
    }),
  );
  return names;
}

/**
 * Prices an operation before anything runs, and refuses it when it costs more than `maxCost`: HTTP 400 with code
 * GRAPHQL_VALIDATION_FAILED and the figures in `extensions`; invalid variables are refused with BAD_USER_INPUT (400).
 * Variables count (a `first: $n` is priced with the `$n` sent), which is why this is not a cached validation rule. A
 * cost depends only on the document, the operation and the values of `costVariables`: a client repeating a document
 * (Apollo hands back the same parsed one for the same text; a known one is parsed once, `known-documents.ts`) is
 * priced once per set of those values.
 */
export function operationPricer(schema: GraphQLSchema, maxCost: number = MAX_QUERY_COST) {
  type Known = { variables: Set<string>; costs: Map<string, number> };
  const known = new WeakMap<DocumentNode, Known>();
  const costOf = (
    document: DocumentNode,
    operation: OperationDefinitionNode | null | undefined,
    variables: Record<string, unknown>,
  ) => {
    const name = operation?.name?.value;
    let entry = known.get(document);
    if (!entry) {
      entry = { variables: costVariables(schema, document), costs: new Map() };
      known.set(document, entry);
    }
    // Every variable is still checked against its type, as pricing them all did (the same refusal, the last one).
    const { coerced, errors } = getVariableValues(schema, operation?.variableDefinitions ?? [], variables);
    if (errors?.length) throw errors[errors.length - 1];
    const used = [...entry.variables].filter((variable) => variable in (coerced ?? {}));
    const key = JSON.stringify([name ?? null, used.map((variable) => [variable, coerced?.[variable]])]);
    let cost = entry.costs.get(key);
    if (cost === undefined) {
      cost = queryCost(schema, document, variables, name);
      if (entry.costs.size >= 100) entry.costs.clear();
      entry.costs.set(key, cost);
    }
    return cost;
  };
  return (
    document: DocumentNode,
    operation: OperationDefinitionNode | null | undefined,
    variables: Record<string, unknown>,
  ): void => {
    let cost: number;
    try {
      cost = costOf(document, operation, variables);
    } catch (error) {
      throw new GraphQLError(error instanceof Error ? error.message : String(error), {
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
    }
    if (cost > maxCost) {
      throw new GraphQLError(costMessages.tooCostly(cost, maxCost), {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost, maxCost, http: { status: 400 } },
      });
    }
  };
}

export type OperationPricer = ReturnType<typeof operationPricer>;

/** `operationPricer` as an Apollo plugin: the operation is priced once Apollo has resolved it. */
export function costLimitPlugin(price: OperationPricer): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          price(document, operation, request.variables ?? {});
        },
      };
    },
  };
}
