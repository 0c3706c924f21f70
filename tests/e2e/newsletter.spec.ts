import { newEmail } from './support/accounts';
import { staffPage } from './support/admin';
import { NEWSLETTER_MAIL, newsletterLinkPage, subscribersMatching } from './support/newsletter';
import { sentMail } from './support/sent-mail';
import { newsletter } from './support/shell';
import { expect, test } from './support/test';

/** The layout's page colour (worker/mail/templates/layout.ts), painted only if the styles apply. */
const EMAIL_PAGE_COLOUR = 'rgb(241, 245, 249)';

test('a reader subscribes in the footer, confirms from the e-mail, and leaves with its one-click link', async ({
  page,
  browser,
}) => {
  const email = newEmail('lettore');
  await page.goto('/');
  const form = newsletter(page);
  await form.reach();
  await form.address.fill(email);
  await form.consent.check();
  await form.subscribe();
  await expect(
    form.says(
      "Grazie! Ti abbiamo inviato un'e-mail: apri il link che contiene per confermare l'iscrizione.",
    ),
  ).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staffPage(staff);
  // Not subscribed until the link is followed.
  await expect((await subscribersMatching(staff, email)).none).toBeVisible();

  const posta = sentMail(staff);
  await expect(await posta.find(email, NEWSLETTER_MAIL.confirmation)).toContainText(
    'newsletter.confirmation',
  );
  const confirmLink = await posta.linkIn(NEWSLETTER_MAIL.confirmation, "Conferma l'iscrizione");
  expect(new URL(confirmLink).pathname).toBe('/newsletter/conferma');
  // The preview frame shows the e-mail with its own styles, as the customer's mail app does.
  const preview = staff.frameLocator(`iframe[title="Anteprima: ${NEWSLETTER_MAIL.confirmation}"]`);
  await expect(preview.locator('body')).toHaveCSS('background-color', EMAIL_PAGE_COLOUR);
  await expect(preview.getByText('Il link vale fino al')).toBeVisible();

  const elsewhere = await browser.newContext();
  const reader = await elsewhere.newPage();
  const confirmPage = newsletterLinkPage(reader);
  // A link cut short in the copying is refused in words, with no button to press again.
  await reader.goto(confirmLink.slice(0, -4));
  await confirmPage.press("Conferma l'iscrizione");
  await expect(
    confirmPage.says("Il link non è valido: aprilo di nuovo dall'e-mail, per intero."),
  ).toBeVisible();
  await expect(confirmPage.button("Conferma l'iscrizione")).toHaveCount(0);

  await reader.goto(confirmLink);
  await expect(confirmPage.heading).toHaveText("Conferma l'iscrizione alla newsletter");
  await confirmPage.press("Conferma l'iscrizione");
  await expect(
    confirmPage.says(`Iscrizione confermata: ${email} riceverà la newsletter.`),
  ).toBeVisible();
  // The same link again: nothing more happens, and the page says so.
  await reader.reload();
  await confirmPage.press("Conferma l'iscrizione");
  await expect(
    confirmPage.says(`L'iscrizione di ${email} era già confermata: ricevi già la newsletter.`),
  ).toBeVisible();

  await expect((await subscribersMatching(staff, email)).region).toContainText(email);

  await posta.find(email, NEWSLETTER_MAIL.welcome);
  const unsubscribeLink = await posta.linkIn(NEWSLETTER_MAIL.welcome, 'Cancellati con un clic');
  expect(new URL(unsubscribeLink).pathname).toBe('/newsletter/disiscrizione');

  await reader.goto(unsubscribeLink);
  const leavePage = newsletterLinkPage(reader);
  await expect(leavePage.heading).toHaveText('Cancellazione dalla newsletter');
  // Opening the link alone (as a mail scanner does) leaves the address on the list.
  await expect((await subscribersMatching(staff, email)).region).toContainText(email);
  await leavePage.press('Cancellami dalla newsletter');
  await expect(leavePage.says(`Fatto: ${email} non riceverà più la newsletter.`)).toBeVisible();
  await expect(leavePage.button('Cancellami dalla newsletter')).toHaveCount(0);

  await expect((await subscribersMatching(staff, email)).none).toBeVisible();

  await staffContext.close();
  await elsewhere.close();
});
