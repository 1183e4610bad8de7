import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  ReviewCardDocument,
  type ReviewCardMutation,
  SuspendCardDocument,
  UnsuspendCardDocument,
  ViewerDocument,
} from '@/__generated__/graphql';
import { leaveDueLists, removeFromDueLists, returnToDueLists } from '@/lib/cache-lists';
import type { QueuedChange, QueuedRating, QueuedSuspension } from '@/lib/offline-db';
import { ApiUnavailable, type Delivery } from './rating-queue';

// Kept out of offline-runtime.ts: that lazily loaded chunk must not share the app's modules (the bundler would
// otherwise hoist them into the landing page's entry chunk).

/** What a rating's replay gives back: the API's answer, as a live rating gets it. */
export type RatedAnswer = ReviewCardMutation['reviewCard'];

/** What a replayed change gives back: a rating's answer; a suspension's answer only goes into the cache (null). */
export type QueuedAnswer = RatedAnswer | null;

/** Refusals the API gives for good: replaying such a rating again would only be refused again. */
const FINAL_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'GRAPHQL_VALIDATION_FAILED']);

/** The API's wait while it cannot answer when its answer does not say (a GraphQL error carries no header): its own. */
const UNAVAILABLE_RETRY_MS = 5_000;
/** The longest wait a `Retry-After` may ask for: the queue's own back-off never waits longer. */
const MAX_RETRY_MS = 300_000;

/**
 * A 503 from the API (its database restarting or failing over, the server too busy): over GraphQL the code
 * `SERVICE_UNAVAILABLE` in GraphQL's response type, or an answer of another type with that status and its
 * `Retry-After`. The change stays queued and goes again when the API says.
 */
function unavailable(error: unknown): ApiUnavailable | undefined {
  if (ServerError.is(error) && error.statusCode === 503) {
    const seconds = Number(error.response.headers.get('retry-after'));
    return new ApiUnavailable(seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_MS) : UNAVAILABLE_RETRY_MS);
  }
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
    return new ApiUnavailable(UNAVAILABLE_RETRY_MS);
  }
  return undefined;
}

/**
 * Sends a queued rating or suspension through Apollo, so the answer updates the cache as a live one does: the
 * card leaves (or returns to) the due lists, and the figures the answer carries replace the guesses made offline.
 */
export function apolloSender(client: ApolloClient) {
  return async (change: QueuedChange): Promise<Delivery<QueuedAnswer>> => {
    try {
      return {
        sent: change.kind === 'suspension' ? await sendSuspension(client, change) : await sendRating(client, change),
      };
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        const final = error.errors.find((e) => FINAL_CODES.has(String(e.extensions?.code)));
        if (final) return { refused: final.message };
      }
      // Offline, unavailable, a server error, an expired session: the change stays and is tried again.
      throw unavailable(error) ?? error;
    }
  };
}

async function sendRating(client: ApolloClient, rating: QueuedRating): Promise<RatedAnswer> {
  const { data } = await client.mutate({
    mutation: ReviewCardDocument,
    variables: {
      cardId: rating.cardId,
      rating: rating.rating,
      studySessionId: rating.studySessionId,
      durationMs: rating.durationMs,
      clientId: rating.clientId,
      reviewedAt: rating.reviewedAt,
    },
    update: (cache, { data: answer }) => {
      if (answer) removeFromDueLists(cache, answer.reviewCard.card);
    },
  });
  if (!data) throw new Error('Sin respuesta de la API');
  return data.reviewCard;
}

async function sendSuspension(client: ApolloClient, change: QueuedSuspension): Promise<null> {
  const variables = { id: change.cardId };
  if (change.suspended) {
    await client.mutate({
      mutation: SuspendCardDocument,
      variables,
      update: (cache, { data }) => data && leaveDueLists(cache, data.suspendCard.card, { suspended: true }),
    });
  } else {
    await client.mutate({
      mutation: UnsuspendCardDocument,
      variables,
      update: (cache, { data }) => data && returnToDueLists(cache, data.unsuspendCard.card),
    });
  }
  return null;
}

/** Who the cache says is signed in: the owner of the ratings the queue may send now. */
export const cachedViewerId = (client: ApolloClient) => () =>
  client.cache.readQuery({ query: ViewerDocument })?.viewer?.id ?? null;
