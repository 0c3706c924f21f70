import type { Page } from '@playwright/test';

/** The pages of words: the academy's guides, support's answers and contacts, the privacy notice. */
export function contentPage(page: Page) {
  const main = page.getByRole('main');
  const questions = page.getByRole('region', { name: 'Domande frequenti' }).getByRole('group');
  return {
    main,
    guides: page.getByRole('article'),
    guideTitled: (topic: RegExp) => page.getByRole('heading', { level: 2, name: topic }).first(),
    /** Support's frequently asked questions, each a collapsible answer. */
    questions,
    /** The first link of the page's main part whose name matches. */
    link: (name: RegExp) => main.getByRole('link', { name }).first(),
    async open(path: '/academy' | '/support' | '/privacy-policy') {
      await page.goto(path);
    },
    /** Opens an answer: a closed one shows only its question, so the click lands on it. */
    async openQuestion(index: number) {
      await questions.nth(index).click();
    },
  };
}
