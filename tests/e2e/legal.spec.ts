import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { cart } from './support/cart';
import { checkout, GUEST } from './support/checkout';
import { legalFooter, legalPage } from './support/legal';
import { expect, test } from './support/test';

const LEGAL_PAGES = [
  {
    path: '/condizioni-di-vendita',
    title: 'Condizioni di vendita',
    sections: [
      'Chi vende',
      'Prezzi, IVA e spese di spedizione',
      'Pagamento',
      'Consegna e ritiro',
      'Diritto di recesso',
      'Modulo di recesso tipo',
      'Garanzia legale di conformità',
      'Garanzia del laboratorio sui dispositivi',
      'Garanzia sulle riparazioni',
      'Assistenza e reclami',
      'Legge applicabile e foro competente',
    ],
  },
  {
    path: '/termini-di-utilizzo',
    title: 'Termini di utilizzo',
    sections: ['Chi può aprire un account', 'Credenziali e sicurezza', 'Chiudere l’account'],
  },
  {
    path: '/dichiarazione-accessibilita',
    title: 'Dichiarazione di accessibilità',
    sections: [
      'Stato di conformità',
      'Come l’abbiamo verificato',
      'Limiti noti',
      'Segnalare un problema',
      'Se la risposta non ti soddisfa',
    ],
  },
] as const;

test.describe('the footer', () => {
  test('names the company as the law asks and links the legal pages', async ({ page }) => {
    await page.goto('/');
    const { footer, legalLinks, link } = legalFooter(page);
    await expect(footer).toContainText(SHOP.legalName);
    await expect(footer).toContainText(`Sede legale ${SHOP_ADDRESS_LINE}`);
    await expect(footer).toContainText(`P.IVA ${SHOP.vatNumber}`);
    await expect(footer).toContainText('REA MI-2712345');
    await expect(footer).toContainText('Capitale sociale 10.000,00 € i.v.');
    await expect(legalLinks).toHaveText([
      'Condizioni di vendita',
      'Termini di utilizzo',
      'Dichiarazione di accessibilità',
    ]);
    await link('Dichiarazione di accessibilità').click();
    await expect(page).toHaveURL('/dichiarazione-accessibilita');
    await expect(legalPage(page).heading).toHaveText('Dichiarazione di accessibilità');
  });
});

test.describe('the legal pages', () => {
  for (const { path, title, sections } of LEGAL_PAGES) {
    test(`${path} shows its title, date, index and sections`, async ({ page }) => {
      const legal = legalPage(page);
      await legal.open(path);
      await expect(legal.heading).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | RiparoLab`);
      await expect(legal.updated).toBeVisible();
      for (const section of sections) {
        await expect(legal.section(section)).toBeVisible();
      }
      const last = sections.at(-1) ?? '';
      await legal.jumpTo(last);
      await expect(page).toHaveURL(new RegExp(`${path}#`));
      await expect(legal.section(last)).toBeInViewport();
    });
  }

  test('the terms of sale state the figures the checkout applies', async ({ page }) => {
    const terms = legalPage(page);
    await terms.open('/condizioni-di-vendita');
    for (const fact of [
      'IVA esclusa',
      'L’IVA al 22%',
      'supera 100 €',
      'costa 15 € per ordine',
      'entro 7 giorni dall’ordine',
      'entro 10 giorni dall’ordine',
      'entro 14 giorni',
      'Richiedi il reso',
      '24 mesi',
      '12 mesi',
      SHOP.bank.iban,
    ]) {
      await expect(terms.main, fact).toContainText(fact);
    }
    await expect(terms.main.getByRole('link', { name: /europa\.eu|ODR/ })).toHaveCount(0);
  });

  test('the privacy policy lists what the browser keeps and says there are no cookies', async ({
    page,
  }) => {
    const privacy = legalPage(page);
    await privacy.open('/privacy-policy');
    await expect(privacy.section('Cosa salviamo nel tuo browser')).toBeVisible();
    const list = privacy.main.getByRole('table', {
      name: 'Dati salvati nella memoria del browser',
    });
    for (const key of ['cart', 'orders', 'user', 'auth_exp', 'checkout', 'd1-bookmark']) {
      await expect(list.getByRole('rowheader', { name: new RegExp(`^${key}\\b`) })).toBeVisible();
    }
    await expect(privacy.main).toContainText('non usa cookie');
  });
});

test.describe('where the terms are accepted', () => {
  test('registration links the terms of use, the privacy policy and the terms of sale', async ({
    page,
  }) => {
    await page.goto('/registrazione');
    const consent = page.getByText(/Accetto le condizioni d'uso/);
    await expect(consent.getByRole('link', { name: "condizioni d'uso" })).toHaveAttribute(
      'href',
      '/termini-di-utilizzo',
    );
    await expect(consent.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(consent.getByRole('link', { name: 'condizioni di vendita' })).toHaveAttribute(
      'href',
      '/condizioni-di-vendita',
    );
  });

  test('the checkout opens the terms of sale in a new tab, keeping the form', async ({ page }) => {
    await cart(page).addFromProductPage(6);
    await checkout(page).open();
    await checkout(page).fill();
    const link = page.getByRole('link', { name: /^condizioni di vendita/ });
    await expect(link).toHaveAttribute('href', '/condizioni-di-vendita');
    await expect(link).toHaveAttribute('target', '_blank');
    const [terms] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(legalPage(terms).heading).toHaveText('Condizioni di vendita');
    await expect(checkout(page).email).toHaveValue(GUEST.email);
  });
});
