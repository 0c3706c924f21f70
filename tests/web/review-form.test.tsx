import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_BODY_MAX } from '../../schema/rules/reviews';
import { ReviewForm } from '../../web/catalogue/ReviewForm';
import { reviewDraftErrors } from '../../web/catalogue/useReviewSubmission';
import { answeringClient } from './render';

const TEXT = 'Suono pulito, si collegano subito al telefono e la custodia è robusta.';

function drawn() {
  const { client, asked } = answeringClient({
    SubmitReview: {
      submitReview: {
        __typename: 'ReviewInvitation',
        orderNumber: 'ORD-2026-000001',
        lines: [{ __typename: 'ReviewableLine', position: 2, reviewStatus: 'IN_ATTESA' }],
      },
    },
  });
  const onSent = vi.fn();
  render(
    <Provider value={client}>
      <ReviewForm link="abc.def.ghi" position={2} productName="AirPods Pro" onSent={onSent} />
    </Provider>,
  );
  return { asked, onSent, text: screen.getByLabelText<HTMLTextAreaElement>('La tua recensione') };
}

describe('the review form’s rules', () => {
  it('wants stars from 1 to 5 and a text of 20 to 2000 characters, trimmed', () => {
    expect(reviewDraftErrors({ stars: '', body: TEXT })).toEqual({
      stars: 'Scegli da 1 a 5 stelle.',
    });
    expect(reviewDraftErrors({ stars: '6', body: TEXT })).toHaveProperty('stars');
    expect(reviewDraftErrors({ stars: '5', body: `   ${'a'.repeat(19)}   ` })).toHaveProperty(
      'body',
    );
    expect(reviewDraftErrors({ stars: '1', body: 'a'.repeat(REVIEW_BODY_MAX + 1) })).toEqual({
      body: 'La recensione può contenere al massimo 2000 caratteri.',
    });
    expect(reviewDraftErrors({ stars: '1', body: `ok\u0000${TEXT}` })).toEqual({
      body: 'Il testo contiene caratteri non ammessi.',
    });
    expect(reviewDraftErrors({ stars: '4', body: TEXT })).toEqual({});
  });
});

describe('ReviewForm', () => {
  it('sends nothing until stars are chosen and the text is long enough, and says why', async () => {
    const { asked, onSent, text } = drawn();
    await userEvent.type(text, 'Bello.');
    await userEvent.click(screen.getByRole('button', { name: 'Invia la recensione' }));
    expect(await screen.findByText('Scegli da 1 a 5 stelle.')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the link, the line, the stars and the text, then says it is sent', async () => {
    const { asked, onSent, text } = drawn();
    await userEvent.click(screen.getByRole('radio', { name: '4 stelle' }));
    await userEvent.type(text, TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Invia la recensione' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(asked).toEqual([
      {
        name: 'SubmitReview',
        variables: { input: { link: 'abc.def.ghi', position: 2, stars: 4, body: TEXT } },
      },
    ]);
  });
});
