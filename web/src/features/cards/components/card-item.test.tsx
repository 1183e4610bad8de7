import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PostponeCardDocument } from '@/__generated__/graphql';
import { card, folder, hoursAgo, userStats } from '@/testing/fixtures';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { CardItem } from './card-item';

const now = new Date();

test('a leech and a reverse say so; a studied card can be postponed to tomorrow, a new one cannot', async () => {
  const postponed: string[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: PostponeCardDocument, variables: () => true },
      result: (variables) => {
        postponed.push(variables.id);
        return {
          data: {
            postponeCard: {
              __typename: 'CardPayload',
              card: {
                __typename: 'Card',
                id: variables.id,
                folderId: '1',
                nextReviewAt: now.toISOString(),
                dueInDays: 1,
              },
              folder: folder({ id: '1' }),
              viewer: { __typename: 'User', id: '1', stats: userStats() },
            },
          },
        };
      },
    },
  ];
  const leech = card({ id: '1', front: 'olvidadiza', leech: true, reviewCount: 9, nextReviewAt: hoursAgo(2) });
  const fresh = card({ id: '2', front: 'nueva', reversed: true, siblingId: '3' });
  renderWithProviders(
    <ul>
      <CardItem card={leech} now={now} onEdit={jest.fn()} />
      <CardItem card={fresh} now={now} onEdit={jest.fn()} />
    </ul>,
    { mocks },
  );
  expect(screen.getByText('Sanguijuela')).toBeInTheDocument();
  expect(screen.getByText('Inversa').parentElement).toHaveAttribute(
    'title',
    expect.stringContaining('se edita a la vez'),
  );
  expect(screen.queryByRole('button', { name: 'Posponer a mañana la carta «nueva»' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Posponer a mañana la carta «olvidadiza»' }));
  expect(await toasts().findByText('Carta pospuesta a mañana')).toBeInTheDocument();
  expect(postponed).toEqual(['1']);
});
