import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterSection } from '../../web/repairs/staff/NewsletterSection';
import { RepairLinks } from '../../web/repairs/staff/RepairLinks';
import { RequestActions } from '../../web/repairs/staff/RequestActions';
import { Toaster } from '../../web/ui/toast';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const DAY = 86_400_000;

function renderStaff(
  element: React.ReactElement,
  answer: (name: string, variables: Record<string, unknown>) => Answer,
) {
  const worker = workerClient(answer);
  const page = renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
    ],
    '/admin',
    worker.client,
  );
  return { ...worker, ...page };
}

afterEach(() => vi.restoreAllMocks());

describe('what staff do with a request', () => {
  const request = { id: 'q1', status: 'NUOVA', repairId: null };

  it.each([
    ['preventivo', 'AdminConvertQuote', 'adminCreateRepairFromQuote'],
    ['spedizione', 'AdminConvertShippingForm', 'adminCreateRepairFromShippingForm'],
  ] as const)(
    'turns a %s into a repair and shows the code to hand out',
    async (kind, name, field) => {
      const onChanged = vi.fn();
      const { asked } = renderStaff(
        <RequestActions kind={kind} request={request} onChanged={onChanged} />,
        () => ({
          data: { [field]: { __typename: 'AdminRepair', id: 'r1', code: 'RIP-ABCD2345' } },
        }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Crea la riparazione' }));

      await screen.findByText('RIP-ABCD2345');
      expect(asked).toEqual([{ name, variables: { id: 'q1' } }]);
      expect(onChanged).toHaveBeenCalledTimes(1);
    },
  );

  it('says a refused conversion in its words and changes nothing', async () => {
    const message = 'La richiesta è già diventata una riparazione.';
    const onChanged = vi.fn();
    renderStaff(
      <RequestActions kind="preventivo" request={request} onChanged={onChanged} />,
      () => ({
        errors: [{ message, extensions: { code: 'CONFLICT' } }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Crea la riparazione' }));

    await screen.findByText(message);
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.queryByText(/RIP-/)).toBeNull();
  });

  it('archives a request with the kind as the API names it', async () => {
    const onChanged = vi.fn();
    const { asked } = renderStaff(
      <RequestActions kind="spedizione" request={request} onChanged={onChanged} />,
      () => ({ data: { adminSetRequestStatus: true } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Archivia' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([
      {
        name: 'AdminSetRequestStatus',
        variables: { kind: 'SPEDIZIONE', id: 'q1', status: 'ARCHIVIATA' },
      },
    ]);
  });

  it('leads to the repair a request became, with nothing left to archive', () => {
    const { current } = renderStaff(
      <RequestActions
        kind="preventivo"
        request={{ id: 'q1', status: 'CONVERTITA', repairId: 'r7' }}
        onChanged={() => {}}
      />,
      () => ({}),
    );
    expect(screen.queryByRole('button', { name: 'Archivia' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vai alla riparazione' }));
    expect(current().search).toBe('?vista=riparazioni&id=r7');
  });
});

describe("a repair's e-mailed links", () => {
  const repair = {
    id: 'r1',
    code: 'RIP-7KQ2M9XD',
    linksExpireAt: new Date(Date.now() + 10 * DAY).toISOString(),
  };

  it('closes them all once staff confirm, and says so', async () => {
    window.confirm = vi.fn(() => true);
    const onRevoked = vi.fn();
    const { asked } = renderStaff(<RepairLinks repair={repair} onRevoked={onRevoked} />, () => ({
      data: {
        adminRevokeRepairLinks: {
          __typename: 'AdminRepair',
          id: 'r1',
          linksExpireAt: new Date().toISOString(),
        },
      },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Disattiva i link inviati' }));

    await screen.findByText('Link disattivati: quelli già inviati non aprono più la riparazione.');
    expect(asked).toEqual([{ name: 'AdminRevokeRepairLinks', variables: { id: 'r1' } }]);
    expect(onRevoked).toHaveBeenCalledTimes(1);
  });

  it('does nothing when staff think again', () => {
    window.confirm = vi.fn(() => false);
    const onRevoked = vi.fn();
    const { asked } = renderStaff(
      <RepairLinks repair={repair} onRevoked={onRevoked} />,
      () => ({}),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Disattiva i link inviati' }));
    expect(asked).toEqual([]);
    expect(onRevoked).not.toHaveBeenCalled();
  });

  it('says a refusal in its words and reads nothing again', async () => {
    window.confirm = vi.fn(() => true);
    const message = 'Riparazione non trovata.';
    const onRevoked = vi.fn();
    renderStaff(<RepairLinks repair={repair} onRevoked={onRevoked} />, () => ({
      errors: [{ message, extensions: { code: 'NOT_FOUND' } }],
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Disattiva i link inviati' }));

    await screen.findByText(message);
    expect(onRevoked).not.toHaveBeenCalled();
  });

  it('offers nothing to close once the links have run out', () => {
    renderStaff(
      <RepairLinks
        repair={{ ...repair, linksExpireAt: new Date(Date.now() - DAY).toISOString() }}
        onRevoked={() => {}}
      />,
      () => ({}),
    );
    expect(screen.getByText(/Nessun link attivo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disattiva i link inviati' })).toBeNull();
  });
});

describe('the newsletter export', () => {
  const LIST: Answer = {
    data: {
      adminNewsletter: {
        __typename: 'AdminNewsletterPage',
        total: 1,
        pageCount: 1,
        items: [
          {
            __typename: 'NewsletterSubscriber',
            email: 'iscritta@example.it',
            consentAt: new Date().toISOString(),
          },
        ],
      },
    },
  };

  it('downloads the subscribers as a CSV file', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:newsletter');
    URL.revokeObjectURL = vi.fn();
    renderStaff(<NewsletterSection />, (name) =>
      name === 'AdminNewsletterCsv' ? { data: { adminNewsletterCsv: 'email\n' } } : LIST,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:newsletter');
  });

  it('says in Italian when the export fails', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderStaff(<NewsletterSection />, (name) =>
      name === 'AdminNewsletterCsv'
        ? { errors: [{ message: 'Accesso negato.', extensions: { code: 'FORBIDDEN' } }] }
        : LIST,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta CSV' }));

    await screen.findByText('Esportazione non riuscita. Riprova.');
    expect(click).not.toHaveBeenCalled();
  });
});
