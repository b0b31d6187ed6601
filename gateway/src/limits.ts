// Query limits, all refused with GRAPHQL_VALIDATION_FAILED and HTTP 400 before any REST call:
// tokens (graphql-js's parser), depth, aliases and directives (validation rules; the latter two are
// GraphQL Armor's), and cost (a plugin, since the cost depends on the variables).
import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MAX_PAGE_SIZE } from '@licensing/domain';
import type {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLError,
  GraphQLSchema,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { fragmentsOf, graphql } from './graphql-runtime.js';

const { Kind } = graphql;

export interface QueryLimits {
  /** Deepest field nesting allowed; introspection fields (`__schema`, `__type`) are not counted. */
  maxDepth: number;
  /** Highest cost allowed: 1 per field, list fields with `pageSize` count their selection pageSize times. */
  maxCost: number;
  /** Most aliases, directives and tokens in one operation (GraphQL Armor's defaults). */
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxDepth: 8,
  maxCost: 5000,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 1000,
};

/**
 * GraphQL Armor's refusals, reported as errors of the gateway's graphql instance (graphql-runtime.ts):
 * Armor's own GraphQLError may come from graphql's other build, which Apollo would not recognize.
 */
const armorReports = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new graphql.GraphQLError(error.message)),
  ],
};

/** The validation rules of every operation, over HTTP and graphql-ws. */
export function limitRules(limits: QueryLimits): ValidationRule[] {
  return [
    depthLimitRule(limits.maxDepth),
    maxAliasesRule({ n: limits.maxAliases, ...armorReports }),
    maxDirectivesRule({ n: limits.maxDirectives, ...armorReports }),
  ];
}

function depthLimitRule(maxDepth: number): ValidationRule {
  return (context) => {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(node) {
        const depth = selectionDepth(node.selectionSet, fragments, new Map());
        if (depth > maxDepth) {
          context.reportError(
            new graphql.GraphQLError(`Query is too deep: ${depth} levels, the limit is ${maxDepth}.`, {
              nodes: [node],
            }),
          );
        }
      },
    };
  };
}

/**
 * The depth of a selection. Each fragment's depth is measured once (`depths`): a document whose
 * fragments each spread the previous one twice would otherwise take exponential time.
 */
function selectionDepth(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depths: Map<string, number>,
): number {
  let deepest = 0;
  for (const selection of set.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      depth = 1 + (selection.selectionSet ? selectionDepth(selection.selectionSet, fragments, depths) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(selection.selectionSet, fragments, depths);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // Unknown (other rules report it), cyclic (0 while it is measured; refused too) or measured.
      if (!fragment || depths.has(name)) {
        deepest = Math.max(deepest, depths.get(name) ?? 0);
        continue;
      }
      depths.set(name, 0);
      depth = selectionDepth(fragment.selectionSet, fragments, depths);
      depths.set(name, depth);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** A field taking `pageSize` costs its selection once per row (pageSize 0, "all", counts as the maximum). */
const pageSizeEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((arg) => arg.name === 'pageSize')) return undefined;
  const pageSize = typeof args.pageSize === 'number' && args.pageSize > 0 ? args.pageSize : MAX_PAGE_SIZE;
  return 1 + childComplexity * pageSize;
};

/**
 * The refusal of an operation that costs more than `maxCost`, or undefined. Invalid variables are
 * not refused here: execution reports them.
 */
export function costLimitError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName: string | null | undefined,
  maxCost: number,
): GraphQLError | undefined {
  const cost = costOf(schema, document, variables ?? {}, operationName);
  if (cost === undefined || cost <= maxCost) return undefined;
  return new graphql.GraphQLError(`Query is too expensive: cost ${cost}, the limit is ${maxCost}.`, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 }, cost, maxCost },
  });
}

const MAX_COSTS_PER_DOCUMENT = 100;
/**
 * Costs by document (Apollo Server and graphql-ws hand the same parsed document for the same text)
 * and variables: a busy operation is costed once, not on every request.
 */
const costs = new WeakMap<DocumentNode, Map<string, number | undefined>>();

function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
): number | undefined {
  const known = costs.get(document) ?? new Map<string, number | undefined>();
  costs.set(document, known);
  const key = `${operationName ?? ''}\u0000${JSON.stringify(variables)}`;
  if (known.has(key)) return known.get(key);
  let cost: number | undefined;
  try {
    cost = getComplexity({
      schema,
      query: document,
      variables,
      ...(operationName ? { operationName } : {}),
      estimators: [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch {
    cost = undefined; // invalid variables: execution reports them
  }
  if (known.size >= MAX_COSTS_PER_DOCUMENT) known.clear();
  known.set(key, cost);
  return cost;
}

/** The cost limit of HTTP operations (graphql-ws applies costLimitError itself, in ws.ts). */
export function costLimitPlugin<TContext extends object>(maxCost: number): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      async didResolveOperation({ request, document, schema }) {
        const error = costLimitError(schema, document, request.variables, request.operationName, maxCost);
        if (error) throw error;
      },
    }),
  };
}
