import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ReviewCardDocument, type ReviewCardMutation, ViewerDocument } from '@/__generated__/graphql';
import { removeFromDueLists } from '@/lib/cache-lists';
import type { QueuedRating } from '@/lib/offline-db';
import type { Delivery } from './rating-queue';

// Kept out of offline-runtime.ts: that lazily loaded chunk must not share the app's modules (the bundler would
// otherwise hoist them into the landing page's entry chunk).

/** What a rating's replay gives back: the API's answer, as a live rating gets it. */
export type RatedAnswer = ReviewCardMutation['reviewCard'];

/** Refusals the API gives for good: replaying such a rating again would only be refused again. */
const FINAL_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT', 'GRAPHQL_VALIDATION_FAILED']);

/** Sends a queued rating through Apollo, so the answer updates the cache as a live rating does. */
export function apolloSender(client: ApolloClient) {
  return async (rating: QueuedRating): Promise<Delivery<RatedAnswer>> => {
    try {
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
      return { sent: data.reviewCard };
    } catch (error) {
      if (CombinedGraphQLErrors.is(error)) {
        const final = error.errors.find((e) => FINAL_CODES.has(String(e.extensions?.code)));
        if (final) return { refused: final.message };
      }
      // Offline, a server error, an expired session: the rating stays and is tried again.
      throw error;
    }
  };
}

/** Who the cache says is signed in: the owner of the ratings the queue may send now. */
export const cachedViewerId = (client: ApolloClient) => () =>
  client.cache.readQuery({ query: ViewerDocument })?.viewer?.id ?? null;
